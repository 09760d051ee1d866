/** Entities shared by several API groups. Shapes are assumptions documented in docs/api.md. */

export interface UserInfo {
  uid: number;
  avatar: string;
  nickName: string;
  balance: number;
  integral: number;
  totalDays: number;
  address: string;
  hasApprove: boolean;
  phoneNumber: string;
  phoneRegion: string;
  recipientName: string;
  recipientPhoneNumber: string;
  recipientPhoneRegion: string;
  signinDay: number;
  isTeam: boolean;
  isSeller: boolean;
  trxBalance: number;
  usdtBalance: number;
  /** platform token balance shown on the user card */
  qcBalance: number;
  /** the user's own invitation code */
  inviteCode?: string;
  hasPayPassword?: boolean;
  /** the USDT (TRC-20) address withdrawals are paid to; '' until bound (docs/decisions/0010) */
  withdrawAddress?: string;
  /** the task in hand (the base settings' current task), null when none (docs/decisions/0036-tasks.md) */
  task?: CurrentTask | null;
}

/**
 * 0 to do; 1 visiting (a promotion task's visit started); 2 waiting for review; 3 completed, the reward
 * waiting to be collected; 4 rejected (the staff's reason in `sub_refusal`: send a new proof); 5 no reward
 * (the visit was too short: start again); 6 completed, the reward collected.
 */
export type TaskStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The task a user has in hand, as the base settings carry it (UserInfo.task; docs/decisions/0036-tasks.md). */
export interface CurrentTask {
  /** the Task's id: /pages/task/DoTasks?id= */
  id: number;
  describe: string;
  describeImg: string;
  /** 1 once staff approved it or the visit was long enough */
  is_complete: 0 | 1;
  logId: number;
  /** the staff's reason when the proof was rejected, else '' */
  sub_refusal: string;
  /** the attempt's state as the task list shows it (0 to do before the first attempt) */
  status: TaskStatus;
}

/** Envelope every response comes in. */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

/** Lists paged with pageIndex/pageSize (or page/pageSize for team and bazaar). */
export interface Page<T> {
  list: T[];
  total: number;
}

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

/** Team and bazaar lists page with `page` instead of `pageIndex`. */
export interface PageQueryV2 {
  page: number;
  pageSize: number;
}

export type LangValue = 'zh_cn' | 'en_us' | 'pt_br' | 'ko_kr' | 'ja_jp' | 'ru_ru';

export type Localized = Partial<Record<LangValue, string>>;

/* Parts of the base settings (Public/getConfig, Profile/GetDictByKeys), which the settings store keeps. */

/** A phone area code with its name in each language. */
export interface PhoneRegion {
  code: string;
  name: Localized;
}

export interface SysConfig {
  auction_bid_ratio: number;
  auction_security_deposit_ratio: number;
  seller_open_sign: number;
  seller_open_balance: number;
}

export interface RechargeType {
  type: string;
  name: string;
  open: number;
}

export interface RedeemOption {
  id: number;
  name: string;
  points: number;
}

/**
 * A promotion on the home carousel (Public/getConfig `banners`), in the request's language. `link` is an
 * internal path the client opens only when it is one of its routes; `image` is a picture of `width` ×
 * `height` drawn behind the text, so the words stay translatable and never baked into the image.
 */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  width: number;
  height: number;
  link: string;
}

export interface WinningEntry {
  nickName: string;
  phoneRegion: string;
  phoneNumber: string;
}
