import type { QueryKey } from '@tanstack/react-query';
import { compare, type MoneyLike } from '../../lib/money';
import { getRechargeList } from '../account/profile';
import { profileKeys } from '../account/profileKeys';
import type { RechargeRecord } from '../account/profileTypes';
import {
  getExchangeLog,
  getFundLog,
  useWalletMoved,
  type ExchangeRecord,
  type TokenSymbol,
  type WalletLogEntry,
  type WalletLogKind,
} from './wallet';
import type { Page, PageQuery } from '../types';
import { newRowsSince, type Trace } from '../sendTrace';

/**
 * How a wallet send whose answer was lost is found (issue 32): the wallet's records carry no request id, so a
 * list's newest rows are read just before the send, and afterwards the send's row is looked for among those that
 * were not there. The accounts are read again either way: the page shows what the server holds.
 */
function useWalletTrace<T extends { id: number }>(
  read: (page: PageQuery) => Promise<Page<T>>,
  ...also: QueryKey[]
) {
  const moved = useWalletMoved(...also);
  return async (isIt: (row: T) => boolean): Promise<Trace<T>> => {
    const since = await newRowsSince(read);
    return async () => {
      const row = await since(isIt);
      moved();
      return row;
    };
  };
}

/** What a send writes in its account's log: a line of this kind, token and amount (negative: out). */
export interface SentLine {
  kind: WalletLogKind;
  symbol: TokenSymbol;
  amount: MoneyLike;
  /** the receiving address, when the page knows it (a transfer to a UID goes to that user's main account) */
  counterparty?: string;
}

/** A transfer or a withdrawal, found by its line in the account's log. */
export function useWalletSendTrace(walletId: number) {
  const trace = useWalletTrace((page) => getFundLog({ ...page, wallet_id: walletId }));
  return (sent: SentLine) =>
    trace(
      (line: WalletLogEntry) =>
        line.kind === sent.kind &&
        line.symbol === sent.symbol &&
        compare(line.amount, sent.amount) === 0 &&
        (sent.counterparty === undefined || line.counterparty === sent.counterparty),
    );
}

/** An exchange of the account's tokens, found by its record (what for what, how much). */
export function useExchangeTrace(walletId: number) {
  const trace = useWalletTrace((page) => getExchangeLog({ ...page, wallet_id: walletId }));
  return (sent: { from: TokenSymbol; to: TokenSymbol; amount: MoneyLike }) =>
    trace(
      (record: ExchangeRecord) =>
        record.from === sent.from && record.to === sent.to && compare(record.amount, sent.amount) === 0,
    );
}

/** A card top-up, found by its record among the account's top-ups (how much, which way to pay). */
export function useTopUpTrace(walletId: number) {
  const trace = useWalletTrace(
    (page) => getRechargeList({ ...page, wallet_id: walletId }),
    profileKeys.rechargesAll(),
  );
  return (sent: { amount: MoneyLike; type: string }) =>
    trace((record: RechargeRecord) => record.type === sent.type && compare(record.amount, sent.amount) === 0);
}
