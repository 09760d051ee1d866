import { compare, type MoneyLike } from '../lib/money';
import {
  getFundLog,
  useWalletMoved,
  type TokenSymbol,
  type WalletLogEntry,
  type WalletLogKind,
} from './wallet';
import { findWrittenSince, QUIET } from './writtenSince';

/** What a send writes in its account's log: a line of this kind, token and amount (negative: out). */
export interface SentLine {
  kind: WalletLogKind;
  symbol: TokenSymbol;
  amount: MoneyLike;
  /** the receiving address, when the page knows it (a transfer to a UID goes to that user's main account) */
  counterparty?: string;
}

const isLine = (sent: SentLine) => (line: WalletLogEntry) =>
  line.kind === sent.kind &&
  line.symbol === sent.symbol &&
  compare(line.amount, sent.amount) === 0 &&
  (sent.counterparty === undefined || line.counterparty === sent.counterparty);

/**
 * How a transfer or a withdrawal whose answer was lost is found (issue 32): the log lines carry no request id,
 * so the account's newest lines are read before the send, and afterwards its line is looked for among those
 * written since. The accounts are read again either way: the page shows what the server holds.
 */
export function useWalletSendTrace(walletId: number) {
  const moved = useWalletMoved();
  return async (sent: SentLine) => {
    const find = await findWrittenSince(
      (page) => getFundLog({ ...page, wallet_id: walletId }, QUIET),
      isLine(sent),
    );
    return async () => {
      const line = await find();
      moved();
      return line;
    };
  };
}
