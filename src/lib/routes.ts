/**
 * Every route of the product, once. The router, the page loader (src/pages/<area>/<page>.tsx, or the shared
 * placeholder while a page is not built), the tab bar, pull-to-refresh, page titles (`title.<area>.<page>`),
 * the login guard and `href()` are all built from this table.
 *
 * - `areas`: locale areas (locales/<lang>/<area>.json) fetched together with the page's chunk;
 * - `needsLogin`: a guest who opens it from a menu or shortcut gets the login prompt first;
 * - `preload`: routes whose chunks are fetched once this page has rendered.
 */
export type TabName = 'cart' | 'home' | 'message' | 'my';

interface RouteSpec {
  readonly areas?: readonly string[];
  readonly tab?: TabName;
  readonly pullToRefresh?: boolean;
  readonly needsLogin?: boolean;
  readonly preload?: readonly string[];
}

const MONEY = { areas: ['money'], needsLogin: true } as const;
const ORDERS = { areas: ['order', 'gift'], needsLogin: true } as const;
const WALLET = { areas: ['wallet'], needsLogin: true } as const;
/** Wallet pages that reuse the money area's exchange preview, rows and top-up records. */
const WALLET_MONEY = { areas: ['wallet', 'money'], needsLogin: true } as const;
/** Staking: the wallet's shell (no account yet, the send sheets) and its own strings. */
const STAKE = { areas: ['wallet', 'stake'], needsLogin: true } as const;
/** QC's issuance and circulation, open to guests; they reuse the wallet's chart strings. */
const ISSUANCE = { areas: ['wallet', 'issuance'] } as const;
/** The user's bound devices. */
const DEVICE = { areas: ['device'], needsLogin: true } as const;

export const ROUTES = {
  '/pages/index/index': { areas: ['home'], tab: 'home', pullToRefresh: true, preload: ['/pages_team/index'] },
  '/pages/cart/index': { areas: ['cart'], tab: 'cart', pullToRefresh: true },
  '/pages/message/index': { areas: ['message'], tab: 'message', pullToRefresh: true },
  '/pages/my/index': { areas: ['my'], tab: 'my', pullToRefresh: true },
  '/pages/index/draw': { areas: ['draw', 'details'], pullToRefresh: true },
  '/pages/index/details': { areas: ['details'] },
  '/pages/index/auction': { areas: ['auction'] },
  '/pages/index/ranking': { areas: ['ranking'] },
  '/pages/index/winList': { areas: ['winList'] },
  '/pages/cart/details': { areas: ['cart'] },
  '/pages/bazaar/qcDetails': { areas: ['cart'] },
  '/pages/bazaar/apply': { areas: ['bazaar'], needsLogin: true },
  '/pages/bazaar/my': { areas: ['bazaar'], needsLogin: true },
  '/pages/bazaar/release': { areas: ['bazaar', 'upload'], needsLogin: true },
  '/pages/bazaar/goodsStatus': { areas: ['bazaar'], needsLogin: true },
  '/pages/bazaar/order': { areas: ['bazaar'], needsLogin: true },
  '/pages/message/system': { areas: ['message'], pullToRefresh: true, needsLogin: true },
  '/pages/message/GiftMessage': { areas: ['message'], needsLogin: true },
  '/pages/message/inviteMessage': { areas: ['message'], needsLogin: true },
  // An order sent into the chat shows its state in the order area's words.
  '/pages/message/service': { areas: ['message', 'order'], needsLogin: true },
  '/pages/my/info': { areas: ['profile'], needsLogin: true },
  '/pages/my/share': { areas: ['share'], needsLogin: true },
  '/pages/my/recharge': MONEY,
  '/pages/my/exchange': MONEY,
  '/pages/my/bill': MONEY,
  '/pages/my/RechargeRecord': MONEY,
  '/pages/my/feedback': { areas: ['feedback', 'upload'], needsLogin: true },
  '/pages/my/logistics': { areas: ['logistics', 'address'], needsLogin: true },
  '/pages/my/address': { areas: ['address', 'login'], needsLogin: true },
  '/pages/my/transfer': { areas: ['money', 'gift'], needsLogin: true },
  '/pages/my/submitTransfer': MONEY,
  '/pages/my/setPayPassword': { areas: ['security'], needsLogin: true },
  '/pages/my/partners': { areas: ['partners'], pullToRefresh: true, needsLogin: true },
  '/pages/my/paymentCode': { ...MONEY, pullToRefresh: true },
  '/pages/my/webView': { areas: ['webview'] },
  '/pages/my/ChangeNickname': { areas: ['profile'], needsLogin: true },
  '/pages/my/changePhone': { areas: ['profile', 'login'], needsLogin: true },
  '/pages/my/changePwd': { areas: ['security'], needsLogin: true },
  '/pages/my/redemption': { areas: ['redeem'], needsLogin: true },
  '/pages/my/exchangeHistory': MONEY,
  '/pages/my/agreement': {},
  '/pages/my/privacy': {},
  '/pages/my/signIn': { areas: ['checkin'], needsLogin: true },
  '/pages/my/bind': MONEY,
  '/pages/my/paddle': MONEY,
  '/pages/my/paddleList': MONEY,
  '/pages/order/list': ORDERS,
  '/pages/order/sell': { areas: ['order'], needsLogin: true },
  '/pages/order/evaluate': { areas: ['evaluate', 'upload'], needsLogin: true },
  '/pages/order/unclaimed': ORDERS,
  '/pages/order/detailsBuy': ORDERS,
  '/pages/order/detailsLottery': ORDERS,
  '/pages/order/detailsTally': ORDERS,
  '/pages/order/direct': ORDERS,
  '/pages/order/draw': ORDERS,
  '/pages/order/invest': ORDERS,
  '/pages/order/auction': ORDERS,
  '/pages/order/auctionDetails': ORDERS,
  '/pages/order/market': { areas: ['order', 'bazaar', 'money'], needsLogin: true },
  '/pages/login/index': { areas: ['login'] },
  '/pages/login/tiktok': { areas: ['login'] },
  '/pages/login/forget': { areas: ['login'] },
  '/pages/task/index': { areas: ['task'], pullToRefresh: true, needsLogin: true },
  '/pages/task/DoTasks': { areas: ['task', 'upload', 'webview'], needsLogin: true },
  '/pages/wallet/index': WALLET,
  '/pages/wallet/chart': { areas: ['wallet'] },
  '/pages/wallet/create': WALLET,
  '/pages/wallet/details': WALLET,
  '/pages/wallet/receive': WALLET,
  '/pages/wallet/transfer': WALLET,
  '/pages/wallet/transferTwo': WALLET,
  '/pages/wallet/signature': WALLET,
  '/pages/wallet/pledge': STAKE,
  '/pages/wallet/tokenDetails': WALLET,
  '/pages/wallet/todayAdd': ISSUANCE,
  '/pages/wallet/todayCirc': ISSUANCE,
  '/pages/wallet/whitePaper': { areas: ['issuance'] },
  '/pages/wallet/resources': { areas: ['issuance'] },
  '/pages/wallet/pledgeOrder': STAKE,
  '/pages/wallet/income': STAKE,
  '/pages/wallet/mining': { areas: ['mining'], needsLogin: true },
  '/pages/wallet/paddle': WALLET_MONEY,
  '/pages/wallet/paddleList': WALLET_MONEY,
  '/pages/wallet/exchange': WALLET_MONEY,
  '/pages/wallet/exchangeList': WALLET_MONEY,
  '/pages/device/index': DEVICE,
  '/pages/device/bind': DEVICE,
  '/pages/device/sys': { ...DEVICE, pullToRefresh: true },
  '/pages/device/details': { ...DEVICE, pullToRefresh: true },
  '/pages/device/income': DEVICE,
  '/pages_team/index': { areas: ['team'], needsLogin: true },
} as const satisfies Record<string, RouteSpec>;

export type RoutePath = keyof typeof ROUTES;

/** `/pages/my/bill` → `title.my.bill`; `/pages_team/index` → `title.pages_team.index`. */
export type TitleKey<P extends string = RoutePath> = P extends `/pages/${infer Area}/${infer Page}`
  ? `title.${Area}.${Page}`
  : P extends `/${infer Area}/${infer Page}`
    ? `title.${Area}.${Page}`
    : never;

export interface RouteMeta extends Omit<RouteSpec, 'preload'> {
  path: RoutePath;
  title: TitleKey;
  preload?: readonly RoutePath[];
}

/** The route file that serves a path, from src/ without its extension: `/pages/my/bill` → `pages/my/bill`. */
export const pageModule = (path: RoutePath) => `pages${path.replace(/^\/pages\//, '/')}`;

const titleOf = (path: RoutePath) =>
  `title${path.replace(/^\/pages\//, '/').replaceAll('/', '.')}` as TitleKey;

/** The table as a list, in its order, each route with its path and title key. */
export const ROUTE_LIST: readonly RouteMeta[] = Object.entries(ROUTES).map(([path, spec]) => ({
  ...spec,
  path: path as RoutePath,
  title: titleOf(path as RoutePath),
}));

const byPath = new Map<string, RouteMeta>(ROUTE_LIST.map((route) => [route.path, route]));

/** The route an in-app address (`/pages/…?query`) leads to, if it is one of the table's. */
export const routeAt = (to: string): RouteMeta | undefined => byPath.get(to.split(/[?#]/)[0] ?? '');
