import type { RoutePath } from './routes';

type QueryValue = string | number | undefined;

/** Each key must be a path of the route table. */
type Queries<T extends { [P in keyof T]: P extends RoutePath ? Record<string, QueryValue> : never }> = T;

/**
 * The query string each route takes, as links build it (the page parses what it reads); a route not listed
 * takes none.
 */
export type RouteQuery = Queries<{
  /** `q`: a search of the store, shown in place of the hall */
  '/pages/index/index': { tab?: 'store' | 'box' | 'crowd'; category?: number; q?: string };
  '/pages/index/details': { type: 'goods' | 'treasure' | 'crowd'; id: number };
  '/pages/index/draw': { id: number };
  /** `id`: one auction; else the list on `tab` (ongoing by default) */
  '/pages/index/auction': { id?: number; tab?: 'ongoing' | 'upcoming' | 'ended' };
  '/pages/index/ranking': { kind?: 'treasure' | 'crowd'; type?: 'today' | '7day' | 'history' };
  /** a bazaar listing: a balance-priced one here, a QC-priced one on qcDetails (either shows on both) */
  '/pages/cart/details': { id: number };
  '/pages/bazaar/qcDetails': { id: number };
  '/pages/my/bill': { asset?: 'balance' | 'points' };
  /** `wallet_id`: the order is a wallet account's USDT top-up (Wallet/recharge), listed with that account */
  '/pages/my/paddle': { orderNo: string; wallet_id?: number };
  /** `t`: a payment code's stamp, so each refresh draws a new code */
  '/pages/my/submitTransfer': { uid: number; t?: number };
  '/pages/my/setPayPassword': { route?: string };
  '/pages/my/webView': { url: string };
  '/pages/order/list': { tab?: 'direct' | 'draw' | 'invest'; filter?: string };
  '/pages/order/sell': { kind: 'goods' | 'treasure' | 'crowd' | 'auction' | 'gift'; id: number };
  '/pages/order/evaluate': { id: number; kind?: 'goods' | 'treasure' | 'crowd' | 'auction' };
  '/pages/order/detailsBuy': { id: number };
  '/pages/order/detailsLottery': { id: number };
  '/pages/order/detailsTally': { id: number };
  /** the auctions won (the default tab, filtered by `filter`) or the deposits paid to bid */
  '/pages/order/auction': { tab?: 'deposits'; filter?: string };
  '/pages/order/auctionDetails': { id: number };
  /** `id`: the bazaar order to show first (just placed or paid) */
  '/pages/order/market': { id?: number };
  '/pages/bazaar/my': { tab?: 'published' | 'offShelf' };
  /** `id`: edit that listing; without it, publish a new one */
  '/pages/bazaar/release': { id?: number };
  '/pages/bazaar/goodsStatus': { id: number };
  '/pages/bazaar/order': { status?: number };
  '/pages/login/index': { route?: string; inviteCode?: string; tab?: 'register' };
  '/pages/login/tiktok': { route?: string };
  '/pages/login/forget': { route?: string };
  '/pages/task/index': { tab?: 'promotion' };
  '/pages/task/DoTasks': { id: number };
  /** `sn`: a serial number to bind (a device's QR may carry a link to this page with it) */
  '/pages/device/bind': { sn?: string };
  '/pages/device/details': { id: number };
  /** `device`: the income of that device alone */
  '/pages/device/income': { device?: number };
  /** `backup`: the main account whose recovery phrase is to be backed up now */
  '/pages/wallet/create': { backup?: number };
  '/pages/wallet/details': { id: number };
  /** `tab`: which stakes to show (docs/api.md §16 states); `id`: a stake to pay */
  '/pages/wallet/pledgeOrder': { tab?: 'unpaid' | 'running' | 'settled'; id?: number };
  /**
   * Wallet sends: `to` an address; `mode=withdraw`: USDT out to the bound withdrawal address; `symbol`: the
   * token to send
   */
  '/pages/wallet/transfer': { to?: string; mode?: 'withdraw'; symbol?: 'QC' | 'USDT' | 'TRX' };
  /** `to` an address or `uid` a user's main account */
  '/pages/wallet/transferTwo': { to?: string; uid?: number; symbol?: 'QC' | 'USDT' | 'TRX' };
  '/pages/wallet/receive': { symbol?: 'QC' | 'USDT' | 'TRX' };
  '/pages/wallet/tokenDetails': { symbol: 'QC' | 'USDT' | 'TRX' };
  /** a payment request to sign (decision 0037); `back`: an internal path to return to */
  '/pages/wallet/signature': { to: string; symbol: string; amount?: string; memo?: string; back?: string };
}>;

/** No query, an optional one (every field optional) or a required one. */
type QueryArgs<P extends RoutePath> = P extends keyof RouteQuery
  ? Partial<RouteQuery[P]> extends RouteQuery[P]
    ? [query?: RouteQuery[P]]
    : [query: RouteQuery[P]]
  : [];

/**
 * An in-app address: a path of the route table and its typed query, undefined values left out. The only
 * place besides the table where a `/pages/…` literal may appear (lint rule in eslint.config.js).
 */
export function href<P extends RoutePath>(path: P, ...[query]: QueryArgs<P>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries<QueryValue>(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
