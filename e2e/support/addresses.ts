/**
 * The spec's addresses of one kind's orders: they open the orders page on that kind's tab (decision 0053), so
 * a check of where a route lands or how it is reached counts them as that page.
 */
export const OPENS_ANOTHER: Readonly<Record<string, string>> = {
  '/pages/order/direct': '/pages/order/list',
  '/pages/order/draw': '/pages/order/list',
  '/pages/order/invest': '/pages/order/list',
};
