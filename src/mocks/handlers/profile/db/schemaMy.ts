import type { InvitationStatus } from '../../../../api/messages/message';
import type { LangValue } from '../../../../api/types';
import type { LedgerAsset, RechargeStatus } from '../../../../api/account/profile';
import type { Asset } from '../../../../api/shared';
import type { ExchangeUnit } from '../../../../api/wallet/wallet';
import type { KefuContentType, KefuOrder, KefuSender } from '../../../../api/messages/kefu';
import type { Translations } from '../../treasure/db/schemaTreasure';

/** One movement of a user's balance, points, QC or USDT; written by every change of them (db/balances). */
export interface LedgerRow {
  id: number;
  uid: number;
  asset: LedgerAsset;
  /** why, in the six languages */
  title: Translations;
  /** positive in, negative out */
  amount: number;
  /** the asset's holding after this movement */
  after: number;
  createTime: number;
}

/** A top-up through Payment/WebPay; the simulated checkout settles it (db/recharges). */
export interface RechargeRow {
  id: number;
  uid: number;
  orderNo: string;
  amount: number;
  /** a recharge_type of the site settings */
  type: string;
  status: RechargeStatus;
  createTime: number;
  /** when it was paid or failed */
  settledAt: number | null;
  /** a wallet account's top-up (Wallet/recharge): the account whose USDT it credits; null for the mall's */
  walletId: number | null;
}

/** USDT moved from one user's mall account to another's (Payment/Transfer). */
export interface TransferRow {
  id: number;
  orderNo: string;
  senderUid: number;
  receiverUid: number;
  amount: number;
  createTime: number;
}

/** A redeem code; whether a user has used it is read from their redemptions (RedeemRow.title is the code). */
export interface RedeemCodeRow {
  code: string;
  asset: Asset;
  amount: number;
  /** null: never expires */
  expiresAt: number | null;
}

/** A team leader's invitation; pending ones expire by the clock (db/invitations). */
export interface InvitationRow {
  id: number;
  leaderUid: number;
  uid: number;
  status: InvitationStatus;
  createTime: number;
  expireTime: number;
  /** when it was accepted, rejected or expired */
  closedAt: number | null;
}

/** A member of a leader's team: one row per member, as a user belongs to one team at most. */
export interface TeamMemberRow {
  leaderUid: number;
  uid: number;
  joinedAt: number;
}

/**
 * What a team leader earned from a member's payment from their mall balance for goods, a draw or crowdfunding
 * (docs/api.md §11): 10 % of `contribution`, rounded down to the cent. It stays when the member leaves.
 */
export interface TeamEarningRow {
  id: number;
  leaderUid: number;
  memberUid: number;
  orderId: number;
  /** what the member paid */
  contribution: number;
  amount: number;
  createTime: number;
}

/** Team earnings a leader moved to their mall balance (Team/withdraw). */
export interface TeamWithdrawalRow {
  id: number;
  leaderUid: number;
  amount: number;
  createTime: number;
}

/**
 * An exchange between two of the mall account's own units (Wallet/exchange without a wallet, `walletId` null)
 * or between two tokens of a wallet account (`walletId`).
 */
export interface ExchangeRow {
  id: number;
  uid: number;
  walletId: number | null;
  from: ExchangeUnit;
  to: ExchangeUnit;
  amount: number;
  received: number;
  rate: number;
  /** in `to`: what the fee kept back */
  fee: number;
  createTime: number;
}

/** One message of a user's conversation with customer support (KeFu). */
export interface KefuRow {
  id: number;
  uid: number;
  from: KefuSender;
  type: KefuContentType;
  /** text, an image URL from Profile/Upload, or the order number of an order message */
  content: string;
  /** an order message's order as it stood when sent (decision 0048) */
  order?: KefuOrder;
  createTime: number;
  /** the app's own id for a user's message (KeFu/send `clientId`): a retry with it is not stored twice */
  clientId?: string;
}

/** A user message support has yet to answer: the agent's reply is written when the clock reaches `dueAt`. */
export interface KefuDueRow {
  /** the user's message it answers */
  messageId: number;
  uid: number;
  /** the language the user wrote in: the reply's */
  lang: LangValue;
  dueAt: number;
  /** a picture and an order get replies of their own */
  type: KefuContentType;
}

/**
 * How far the user has read the boxes without a read flag per row: the last gift, invitation and support
 * message id they had when they last cleared that box (0: never). Notices carry their own `read`.
 */
export interface InboxSeenRow {
  uid: number;
  gift: number;
  invitation: number;
  kefu: number;
}
