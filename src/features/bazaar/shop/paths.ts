import { href } from '../../../lib/href';

export const APPLY_PATH = href('/pages/bazaar/apply');
export const SHOP_PATH = href('/pages/bazaar/my');
export const SHOP_ORDERS_PATH = href('/pages/bazaar/order');
export const CHECK_IN_PATH = href('/pages/my/signIn');
/** Balance becomes QC on the exchange page; balance itself is topped up. */
export const EXCHANGE_PATH = href('/pages/my/exchange');
export const TOP_UP_PATH = href('/pages/my/recharge');

export const releasePath = (id?: number) => href('/pages/bazaar/release', { id });
export const listingPath = (id: number) => href('/pages/bazaar/goodsStatus', { id });
export const shopOrdersPath = (status?: number) => href('/pages/bazaar/order', { status });
