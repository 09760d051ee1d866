import type { CodePurpose } from '../../api/account/account';
import type { PhoneRegion, PublicConfig, SysConfig } from '../../api/config';
import type { CurrentTask } from '../../api/tasks/task';
import type {
  CategoryRow,
  CommentRow,
  GoodsRow,
  IssueRow,
  MarkRow,
  NoticeRow,
  OrderRow,
  RedeemReward,
  RedeemRow,
  Translations,
} from '../handlers/treasure/db/schemaTreasure';
import type { AddressRow, GiftRow, ShipmentRow } from '../handlers/orders/db/schemaOrders';
import type {
  ExchangeRow,
  InvitationRow,
  LedgerRow,
  RechargeRow,
  RedeemCodeRow,
  TeamEarningRow,
  TeamMemberRow,
  TeamWithdrawalRow,
  TransferRow,
  KefuRow,
  KefuDueRow,
  InboxSeenRow,
} from '../handlers/profile/db/schemaMy';
import type { BazaarListingRow, BazaarOrderRow } from '../handlers/goods/db/schemaBazaar';
import type { AuctionBidRow, AuctionDepositRow, AuctionRow } from '../handlers/auction/db/schemaAuction';
import type { TaskLogRow, TaskRow } from '../handlers/task/db/schemaTask';
import type {
  IssuanceDayRow,
  IssuanceShareRow,
  SendMemoRow,
  WalletBalanceRow,
  WalletLogRow,
  WalletRow,
} from '../handlers/wallet/db/schemaWallet';
import type { StakeRewardRow, StakeRow } from '../handlers/stakes/db/schemaStakes';
import type {
  MinerRow,
  MiningGroupRow,
  MiningIncomeRow,
  MiningSessionRow,
  NodeLocationRow,
} from '../handlers/mining/db/schemaMining';
import type { DeviceIncomeRow, DeviceRow } from '../handlers/device/db/schemaDevices';

export type * from '../handlers/treasure/db/schemaTreasure';
export type * from '../handlers/orders/db/schemaOrders';
export type * from '../handlers/profile/db/schemaMy';
export type * from '../handlers/goods/db/schemaBazaar';
export type * from '../handlers/auction/db/schemaAuction';
export type * from '../handlers/task/db/schemaTask';
export type * from '../handlers/wallet/db/schemaWallet';
export type * from '../handlers/stakes/db/schemaStakes';
export type * from '../handlers/mining/db/schemaMining';
export type * from '../handlers/device/db/schemaDevices';

/**
 * The fake server's tables. Each table is a plain array (and a clock marker a number) so the whole state is JSON
 * (persistable and cloneable). A later area adds its rows here, an id sequence if it needs one, and its seed in
 * seed.ts.
 */
export interface UserRow {
  uid: number;
  phoneRegion: string;
  phoneNumber: string;
  /** salted hash, never the password itself (the state sits in the browser's storage) */
  passwordHash: string;
  nickName: string;
  avatar: string;
  balance: number;
  integral: number;
  qcBalance: number;
  usdtBalance: number;
  trxBalance: number;
  inviteCode: string;
  invitedBy: number | null;
  /** QC the inviter was credited when this user signed up with their code (0 without an inviter) */
  inviteReward: number;
  /** set for accounts created or linked through TikTok */
  tiktokOpenId: string | null;
  totalDays: number;
  /** day of the 7-day cycle the last check-in reached (0 = none); db/checkin tells the day as of now */
  signinDay: number;
  lastCheckInAt: number | null;
  isTeam: boolean;
  isSeller: boolean;
  /** salted hash like the login password's; null until the user sets one */
  payPasswordHash: string | null;
  /** the USDT (TRC-20) address withdrawals go to; '' until bound */
  withdrawAddress: string;
  /**
   * The task in hand (UserInfo.task): which task and attempt; `is_complete`, `sub_refusal` and `status` are
   * read from the attempt when the profile is answered (db/tasks `currentTaskOf`).
   */
  currentTask: CurrentTask | null;
  createdAt: number;
  /** the user's last signed-in request (stamped by withAuth); null: none yet */
  lastActiveAt: number | null;
}

export interface SessionRow {
  token: string;
  uid: number;
  createdAt: number;
}

export interface CodeRow {
  phoneRegion: string;
  phoneNumber: string;
  purpose: CodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** A simulated TikTok authorisation: the one-time code the callback page exchanges for a session. */
export interface OAuthCodeRow {
  code: string;
  state: string;
  openId: string;
  expiresAt: number;
}

export interface VisitRow {
  id: number;
  uid: number | null;
  path: string;
  enterAt: number;
  leaveAt: number;
  receivedAt: number;
}

/** The simulated TikTok account every authorisation signs in as. */
export interface TiktokProfile {
  openId: string;
  nickName: string;
  avatar: string;
}

/** A home carousel promotion in every language; Public/getConfig answers it in the request's. */
export interface BannerRow {
  id: number;
  title: Translations;
  subtitle: Translations;
  /** the stored path of its background picture (src/mocks/media) */
  image: string;
  width: number;
  height: number;
  /** an internal route of the app, with its query */
  link: string;
}

export interface SiteConfig {
  /** as answered, but for the banners */
  public: Omit<PublicConfig, 'banners'>;
  banners: BannerRow[];
  sysConfig: SysConfig;
  phoneRegions: PhoneRegion[];
  tiktok: TiktokProfile;
  redeemRewards: RedeemReward[];
}

export interface Sequences {
  kefu: number;
  uid: number;
  visit: number;
  goods: number;
  issue: number;
  order: number;
  comment: number;
  notice: number;
  mark: number;
  redeem: number;
  shipment: number;
  gift: number;
  ledger: number;
  recharge: number;
  transfer: number;
  invitation: number;
  exchange: number;
  bazaarListing: number;
  bazaarOrder: number;
  auction: number;
  auctionBid: number;
  auctionDeposit: number;
  taskLog: number;
  wallet: number;
  walletLog: number;
  issuanceShare: number;
  stake: number;
  stakeReward: number;
  miningSession: number;
  miningIncome: number;
  miningGroup: number;
  device: number;
  deviceIncome: number;
  teamEarning: number;
  teamWithdrawal: number;
  /** videos uploaded (not kept: their made-up URLs are numbered) */
  video: number;
}

export interface DbState {
  users: UserRow[];
  sessions: SessionRow[];
  codes: CodeRow[];
  oauthCodes: OAuthCodeRow[];
  visits: VisitRow[];
  categories: CategoryRow[];
  goods: GoodsRow[];
  issues: IssueRow[];
  orders: OrderRow[];
  comments: CommentRow[];
  notices: NoticeRow[];
  marks: MarkRow[];
  redeems: RedeemRow[];
  addresses: AddressRow[];
  shipments: ShipmentRow[];
  gifts: GiftRow[];
  ledger: LedgerRow[];
  recharges: RechargeRow[];
  transfers: TransferRow[];
  redeemCodes: RedeemCodeRow[];
  invitations: InvitationRow[];
  teamMembers: TeamMemberRow[];
  exchanges: ExchangeRow[];
  kefu: KefuRow[];
  kefuDue: KefuDueRow[];
  inboxSeen: InboxSeenRow[];
  bazaarListings: BazaarListingRow[];
  bazaarOrders: BazaarOrderRow[];
  auctions: AuctionRow[];
  auctionBids: AuctionBidRow[];
  auctionDeposits: AuctionDepositRow[];
  tasks: TaskRow[];
  taskLogs: TaskLogRow[];
  wallets: WalletRow[];
  walletBalances: WalletBalanceRow[];
  walletLogs: WalletLogRow[];
  sendMemos: SendMemoRow[];
  issuanceDays: IssuanceDayRow[];
  issuanceShares: IssuanceShareRow[];
  stakes: StakeRow[];
  stakeRewards: StakeRewardRow[];
  miners: MinerRow[];
  miningSessions: MiningSessionRow[];
  miningIncome: MiningIncomeRow[];
  miningGroups: MiningGroupRow[];
  nodeLocations: NodeLocationRow[];
  devices: DeviceRow[];
  deviceIncome: DeviceIncomeRow[];
  /** device income rows before this time (a server day's start) are paid into their owners' QC */
  deviceIncomePaidUntil: number;
  teamEarnings: TeamEarningRow[];
  teamWithdrawals: TeamWithdrawalRow[];
  config: SiteConfig;
  seq: Sequences;
}
