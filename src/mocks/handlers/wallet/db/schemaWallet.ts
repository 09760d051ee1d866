import type { TokenSymbol, WalletLogKind } from '../../../../api/wallet/wallet';
import type { MessageKey } from '../../../texts/messages';

/**
 * A wallet account (docs/api.md §15, decisions 0037 and 0042). Its address is the TRON address of the main
 * account's phrase at m/44'/195'/0'/0/n, n its place among the user's accounts (db/walletKeys.ts); the phrase is
 * answered once by create and kept nowhere.
 */
export interface WalletRow {
  id: number;
  uid: number;
  name: string;
  address: string;
  /** the main account's: its phrase's extended public key, which the later accounts' addresses come from; else null */
  accountKey: string | null;
  isMain: boolean;
  createTime: number;
}

/** What one account holds of one token (a JSON number with 2 decimals, worked on through lib/money). */
export interface WalletBalanceRow {
  walletId: number;
  symbol: TokenSymbol;
  balance: number;
}

/** One movement of an account's token: every change of a WalletBalanceRow writes one (db/wallets `move`). */
export interface WalletLogRow {
  id: number;
  walletId: number;
  symbol: TokenSymbol;
  kind: WalletLogKind;
  /** positive in, negative out; the fee not included */
  amount: number;
  fee: number;
  /** the other account's address for transfers, the withdrawal address for a withdrawal, else '' */
  counterparty: string;
  txHash: string;
  createTime: number;
}

/** The first answer to a send (transfer, withdraw, recharge, exchange) by its request_id: a repeat gets it again. */
export interface SendMemoRow {
  uid: number;
  requestId: string;
  messageKey: MessageKey;
  data: unknown;
  createTime: number;
}

/** One day of QC issuance (增发), written when the server day starts (db/issuance). */
export interface IssuanceDayRow {
  /** start of the server day */
  date: number;
  added: number;
  totalSupply: number;
  circulating: number;
  /** QC's price in USDT at the day's end */
  priceUsdt: number;
}

/** A main account's share of one day's issuance, credited as an `issuance` line. */
export interface IssuanceShareRow {
  id: number;
  uid: number;
  walletId: number;
  amount: number;
  createTime: number;
}
