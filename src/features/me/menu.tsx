import {
  BankcardOutline,
  BillOutline,
  CalendarOutline,
  CheckShieldOutline,
  CouponOutline,
  EnvironmentOutline,
  FileOutline,
  FillinOutline,
  FlagOutline,
  GlobalOutline,
  HistogramOutline,
  KeyOutline,
  LinkOutline,
  LockOutline,
  LoopOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  SendOutline,
  StarOutline,
  ShopbagOutline,
  SystemQRcodeOutline,
  TeamOutline,
  TruckOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { Resources } from '../../i18n/resources';
import { href } from '../../lib/href';
import { LineIcon } from '../../ui/display/LineIcon';
import type { TileTone } from '../../ui/display/iconTile';

export type MenuGroup = 'assets' | 'money' | 'earn' | 'account' | 'help';

/** Each theme's colour on its icons. */
export const GROUP_TONES: Record<MenuGroup, TileTone> = {
  assets: 'gold',
  money: 'brand',
  earn: 'danger',
  account: 'info',
  help: 'success',
};

/** An entry's short name is `my.entry.<key>`, written to fit a grid cell in two lines in every language. */
export type EntryKey = keyof Resources['my']['entry'];

interface EntryBase {
  key: EntryKey;
  icon: ReactNode;
}

/** Opens a page (asking a guest to sign in first where the route needs it). */
export interface RouteEntry extends EntryBase {
  path: string;
}

/** Acts on the page itself: the language picker. */
export interface LanguageEntry extends EntryBase {
  key: 'language';
}

/** The user's shop, or the application to open one: the user's `isSeller` decides (SHOP_PATHS). */
export interface ShopEntry extends EntryBase {
  key: 'shop';
}

export type MenuEntry = RouteEntry | LanguageEntry | ShopEntry;

export const SHOP_PATHS = { seller: href('/pages/bazaar/my'), other: href('/pages/bazaar/apply') } as const;

export const isRouteEntry = (entry: MenuEntry): entry is RouteEntry => 'path' in entry;

/**
 * The my tab's shortcuts by theme, each destination once (docs/decisions/0021-order-filters.md). The QC side of
 * the product comes first, apart from the mall's balance (decision 0053): the wallet, staking, mining, QC's
 * issuance, devices and the team (a leader's team, or what leading one takes). Not here:
 * the order pages (the orders card above), pages a page here leads to (nickname and phone from basic info;
 * top-up and exchange history from top up and exchange; the transfer's confirmation; card checkout) and the
 * web view (opened with a link).
 */
export const MENU: readonly {
  group: MenuGroup;
  entries: readonly MenuEntry[];
  /** documents and help one a row: their names are too long for a grid cell in some languages */
  layout?: 'rows';
}[] = [
  {
    group: 'assets',
    entries: [
      { key: 'wallet', path: href('/pages/wallet/index'), icon: <LineIcon name="wallet" /> },
      { key: 'staking', path: href('/pages/wallet/pledge'), icon: <LineIcon name="stake" /> },
      { key: 'mining', path: href('/pages/wallet/mining'), icon: <LineIcon name="mining" /> },
      { key: 'issuance', path: href('/pages/wallet/todayAdd'), icon: <HistogramOutline /> },
      { key: 'devices', path: href('/pages/device/index'), icon: <LineIcon name="device" /> },
      { key: 'team', path: href('/pages_team/index'), icon: <StarOutline /> },
    ],
  },
  {
    group: 'money',
    entries: [
      { key: 'recharge', path: href('/pages/my/recharge'), icon: <PayCircleOutline /> },
      // The transfer page also gifts balance and points to another user.
      { key: 'transfer', path: href('/pages/my/transfer'), icon: <SendOutline /> },
      { key: 'exchange', path: href('/pages/my/exchange'), icon: <LoopOutline /> },
      { key: 'paymentCode', path: href('/pages/my/paymentCode'), icon: <SystemQRcodeOutline /> },
      { key: 'bill', path: href('/pages/my/bill'), icon: <BillOutline /> },
      { key: 'rechargeRecord', path: href('/pages/my/RechargeRecord'), icon: <ReceiptOutline /> },
      { key: 'paddleList', path: href('/pages/my/paddleList'), icon: <BankcardOutline /> },
      { key: 'redemption', path: href('/pages/my/redemption'), icon: <CouponOutline /> },
    ],
  },
  {
    group: 'earn',
    entries: [
      { key: 'signIn', path: href('/pages/my/signIn'), icon: <CalendarOutline /> },
      { key: 'tasks', path: href('/pages/task/index'), icon: <FlagOutline /> },
      { key: 'share', path: href('/pages/my/share'), icon: <UserAddOutline /> },
      { key: 'partners', path: href('/pages/my/partners'), icon: <TeamOutline /> },
      { key: 'shop', icon: <ShopbagOutline /> },
    ],
  },
  {
    group: 'account',
    entries: [
      { key: 'info', path: href('/pages/my/info'), icon: <UserContactOutline /> },
      { key: 'address', path: href('/pages/my/address'), icon: <EnvironmentOutline /> },
      { key: 'logistics', path: href('/pages/my/logistics'), icon: <TruckOutline /> },
      // The withdrawal address is a USDT one: not the yuan sign of the balance's top-up (decision 0065).
      { key: 'bind', path: href('/pages/my/bind'), icon: <LinkOutline /> },
      { key: 'changePwd', path: href('/pages/my/changePwd'), icon: <LockOutline /> },
      { key: 'setPayPassword', path: href('/pages/my/setPayPassword'), icon: <KeyOutline /> },
      { key: 'language', icon: <GlobalOutline /> },
    ],
  },
  {
    group: 'help',
    layout: 'rows',
    entries: [
      { key: 'feedback', path: href('/pages/my/feedback'), icon: <FillinOutline /> },
      { key: 'service', path: href('/pages/message/service'), icon: <MessageOutline /> },
      { key: 'agreement', path: href('/pages/my/agreement'), icon: <FileOutline /> },
      { key: 'privacy', path: href('/pages/my/privacy'), icon: <CheckShieldOutline /> },
    ],
  },
];
