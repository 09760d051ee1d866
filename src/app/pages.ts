import type { ComponentType } from 'react';
import { loadAreas, type Area } from '../i18n';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const placeholder: PageLoader = () => import('../ui/PagePlaceholder');

/** A page's chunk and its strings (in the current language and English), fetched together. */
const page =
  (load: PageLoader, ...areas: Area[]): PageLoader =>
  () =>
    Promise.all([load(), loadAreas(areas)]).then(([module]) => module);

/** Each finished page is its own chunk; a route not listed here is not built yet. */
const PAGES: Record<string, PageLoader> = {
  '/pages/index/index': page(() => import('../pages/index/index'), 'home'),
  '/pages/index/ranking': page(() => import('../pages/index/ranking'), 'ranking'),
  '/pages/index/winList': page(() => import('../pages/index/winList'), 'winList'),
  '/pages/index/details': page(() => import('../pages/index/details'), 'details'),
  '/pages/index/draw': page(() => import('../pages/index/draw'), 'draw', 'details'),
  '/pages/my/index': page(() => import('../pages/my/index'), 'my'),
  '/pages/my/address': page(() => import('../pages/my/address'), 'address', 'login'),
  '/pages/my/logistics': page(() => import('../pages/my/logistics'), 'logistics', 'address'),
  '/pages/my/info': page(() => import('../pages/my/info'), 'profile'),
  '/pages/my/ChangeNickname': page(() => import('../pages/my/ChangeNickname'), 'profile'),
  '/pages/my/changePhone': page(() => import('../pages/my/changePhone'), 'profile', 'login'),
  '/pages/my/changePwd': page(() => import('../pages/my/changePwd'), 'security'),
  '/pages/my/setPayPassword': page(() => import('../pages/my/setPayPassword'), 'security'),
  '/pages/my/recharge': page(() => import('../pages/my/recharge'), 'money'),
  '/pages/my/paddle': page(() => import('../pages/my/paddle'), 'money'),
  '/pages/my/paddleList': page(() => import('../pages/my/paddleList'), 'money'),
  '/pages/my/RechargeRecord': page(() => import('../pages/my/RechargeRecord'), 'money'),
  '/pages/my/bill': page(() => import('../pages/my/bill'), 'money'),
  '/pages/my/exchange': page(() => import('../pages/my/exchange'), 'money'),
  '/pages/my/exchangeHistory': page(() => import('../pages/my/exchangeHistory'), 'money'),
  '/pages/my/transfer': page(() => import('../pages/my/transfer'), 'money', 'gift'),
  '/pages/my/submitTransfer': page(() => import('../pages/my/submitTransfer'), 'money'),
  '/pages/my/paymentCode': page(() => import('../pages/my/paymentCode'), 'money'),
  '/pages/my/bind': page(() => import('../pages/my/bind'), 'money'),
  '/pages/my/signIn': page(() => import('../pages/my/signIn'), 'checkin'),
  '/pages/my/share': page(() => import('../pages/my/share'), 'share'),
  '/pages/my/partners': page(() => import('../pages/my/partners'), 'partners'),
  '/pages/my/redemption': page(() => import('../pages/my/redemption'), 'redeem'),
  '/pages/my/feedback': page(() => import('../pages/my/feedback'), 'feedback', 'upload'),
  '/pages/my/webView': page(() => import('../pages/my/webView'), 'webview'),
  '/pages/my/agreement': page(() => import('../pages/my/agreement')),
  '/pages/my/privacy': page(() => import('../pages/my/privacy')),
  '/pages/order/evaluate': page(() => import('../pages/order/evaluate'), 'evaluate', 'upload'),
  '/pages/order/list': page(() => import('../pages/order/list'), 'order', 'gift'),
  '/pages/order/direct': page(() => import('../pages/order/direct'), 'order', 'gift'),
  '/pages/order/draw': page(() => import('../pages/order/draw'), 'order', 'gift'),
  '/pages/order/invest': page(() => import('../pages/order/invest'), 'order', 'gift'),
  '/pages/order/detailsBuy': page(() => import('../pages/order/detailsBuy'), 'order', 'gift'),
  '/pages/order/detailsLottery': page(() => import('../pages/order/detailsLottery'), 'order', 'gift'),
  '/pages/order/detailsTally': page(() => import('../pages/order/detailsTally'), 'order', 'gift'),
  '/pages/order/unclaimed': page(() => import('../pages/order/unclaimed'), 'order', 'gift'),
  '/pages/order/sell': page(() => import('../pages/order/sell'), 'order'),
  '/pages/login/index': page(() => import('../pages/login/index'), 'login'),
  '/pages/login/forget': page(() => import('../pages/login/forget'), 'login'),
  '/pages/login/tiktok': page(() => import('../pages/login/tiktok'), 'login'),
};

export const pageLoader = (path: string): PageLoader => PAGES[path] ?? placeholder;
