import type { ExchangeRecord, WalletAccount, WalletLogEntry } from '../../../api/wallet/wallet';
import type { ExchangeRow, WalletLogRow, WalletRow } from '../../db/schema';

export const toAccount = (row: WalletRow): WalletAccount => ({
  id: row.id,
  name: row.name,
  address: row.address,
  is_main: row.isMain,
  create_time: row.createTime,
});

export const toLogEntry = (row: WalletLogRow): WalletLogEntry => ({
  id: row.id,
  wallet_id: row.walletId,
  symbol: row.symbol,
  kind: row.kind,
  amount: row.amount,
  fee: row.fee,
  counterparty: row.counterparty,
  tx_hash: row.txHash,
  create_time: row.createTime,
});

export const toExchangeRecord = (row: ExchangeRow): ExchangeRecord => ({
  id: row.id,
  from: row.from,
  to: row.to,
  amount: row.amount,
  received: row.received,
  rate: row.rate,
  fee: row.fee,
  wallet_id: row.walletId,
  create_time: row.createTime,
});

export const newestFirst = <T extends { createTime: number; id: number }>(a: T, b: T) =>
  b.createTime - a.createTime || b.id - a.id;
