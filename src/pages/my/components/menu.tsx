import {
  BankcardOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  EditSOutline,
  EnvironmentOutline,
  FileOutline,
  GiftOutline,
  KeyOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  PhoneFill,
  ReceiptOutline,
  SendOutline,
  SystemQRcodeOutline,
  TeamOutline,
  TruckOutline,
  UserAddOutline,
  UserOutline,
  CheckShieldOutline,
  LoopOutline,
  ShopbagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';

export interface MenuEntry {
  path: string;
  /** the entry's words: mostly the page's title */
  label: ParseKeys;
  icon: ReactNode;
}

/**
 * Every page of the "my" area and the order pages, in groups. Pages that need what another page gives them
 * are reached from there: submitTransfer (a receiver, from transfer), paddle (an order, from recharge),
 * webView (a link).
 */
export const MENU: readonly { group: ParseKeys; entries: MenuEntry[] }[] = [
  {
    group: 'my.groupAccount',
    entries: [
      { path: '/pages/my/info', label: 'title.my.info', icon: <UserOutline /> },
      { path: '/pages/my/ChangeNickname', label: 'title.my.ChangeNickname', icon: <EditSOutline /> },
      { path: '/pages/my/changePhone', label: 'title.my.changePhone', icon: <PhoneFill /> },
      { path: '/pages/my/changePwd', label: 'title.my.changePwd', icon: <LockOutline /> },
      { path: '/pages/my/setPayPassword', label: 'title.my.setPayPassword', icon: <KeyOutline /> },
      { path: '/pages/my/address', label: 'title.my.address', icon: <EnvironmentOutline /> },
      { path: '/pages/my/logistics', label: 'title.my.logistics', icon: <TruckOutline /> },
      { path: '/pages/my/bind', label: 'title.my.bind', icon: <BankcardOutline /> },
    ],
  },
  {
    group: 'my.groupOrders',
    entries: [
      { path: '/pages/order/list', label: 'title.order.list', icon: <UnorderedListOutline /> },
      { path: '/pages/order/direct', label: 'title.order.direct', icon: <ShopbagOutline /> },
      { path: '/pages/order/draw', label: 'title.order.draw', icon: <ClockCircleOutline /> },
      { path: '/pages/order/invest', label: 'title.order.invest', icon: <TeamOutline /> },
      { path: '/pages/order/unclaimed', label: 'title.order.unclaimed', icon: <GiftOutline /> },
    ],
  },
  {
    group: 'my.groupMoney',
    entries: [
      { path: '/pages/my/recharge', label: 'title.my.recharge', icon: <PayCircleOutline /> },
      { path: '/pages/my/RechargeRecord', label: 'title.my.RechargeRecord', icon: <ClockCircleOutline /> },
      { path: '/pages/my/bill', label: 'title.my.bill', icon: <BillOutline /> },
      { path: '/pages/my/exchange', label: 'title.my.exchange', icon: <LoopOutline /> },
      { path: '/pages/my/exchangeHistory', label: 'title.my.exchangeHistory', icon: <ReceiptOutline /> },
      { path: '/pages/my/transfer', label: 'title.my.transfer', icon: <SendOutline /> },
      // The transfer page also gifts balance and points to another user.
      { path: '/pages/my/transfer', label: 'my.giftMoney', icon: <GiftOutline /> },
      { path: '/pages/my/paymentCode', label: 'title.my.paymentCode', icon: <SystemQRcodeOutline /> },
      { path: '/pages/my/paddleList', label: 'title.my.paddleList', icon: <ReceiptOutline /> },
    ],
  },
  {
    group: 'my.groupEarn',
    entries: [
      { path: '/pages/my/signIn', label: 'title.my.signIn', icon: <CalendarOutline /> },
      { path: '/pages/my/share', label: 'title.my.share', icon: <UserAddOutline /> },
      { path: '/pages/my/partners', label: 'title.my.partners', icon: <TeamOutline /> },
      { path: '/pages/my/redemption', label: 'title.my.redemption', icon: <GiftOutline /> },
    ],
  },
  {
    group: 'my.groupService',
    entries: [
      { path: '/pages/my/feedback', label: 'title.my.feedback', icon: <MessageOutline /> },
      { path: '/pages/my/agreement', label: 'title.my.agreement', icon: <FileOutline /> },
      { path: '/pages/my/privacy', label: 'title.my.privacy', icon: <CheckShieldOutline /> },
    ],
  },
];
