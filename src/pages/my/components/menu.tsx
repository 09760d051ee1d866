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
import { href } from '../../../lib/href';

export interface MenuEntry {
  /** an in-app address (href) */
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
      { path: href('/pages/my/info'), label: 'title.my.info', icon: <UserOutline /> },
      { path: href('/pages/my/ChangeNickname'), label: 'title.my.ChangeNickname', icon: <EditSOutline /> },
      { path: href('/pages/my/changePhone'), label: 'title.my.changePhone', icon: <PhoneFill /> },
      { path: href('/pages/my/changePwd'), label: 'title.my.changePwd', icon: <LockOutline /> },
      { path: href('/pages/my/setPayPassword'), label: 'title.my.setPayPassword', icon: <KeyOutline /> },
      { path: href('/pages/my/address'), label: 'title.my.address', icon: <EnvironmentOutline /> },
      { path: href('/pages/my/logistics'), label: 'title.my.logistics', icon: <TruckOutline /> },
      { path: href('/pages/my/bind'), label: 'title.my.bind', icon: <BankcardOutline /> },
    ],
  },
  {
    group: 'my.groupOrders',
    entries: [
      { path: href('/pages/order/list'), label: 'title.order.list', icon: <UnorderedListOutline /> },
      { path: href('/pages/order/direct'), label: 'title.order.direct', icon: <ShopbagOutline /> },
      { path: href('/pages/order/draw'), label: 'title.order.draw', icon: <ClockCircleOutline /> },
      { path: href('/pages/order/invest'), label: 'title.order.invest', icon: <TeamOutline /> },
      { path: href('/pages/order/unclaimed'), label: 'title.order.unclaimed', icon: <GiftOutline /> },
    ],
  },
  {
    group: 'my.groupMoney',
    entries: [
      { path: href('/pages/my/recharge'), label: 'title.my.recharge', icon: <PayCircleOutline /> },
      {
        path: href('/pages/my/RechargeRecord'),
        label: 'title.my.RechargeRecord',
        icon: <ClockCircleOutline />,
      },
      { path: href('/pages/my/bill'), label: 'title.my.bill', icon: <BillOutline /> },
      { path: href('/pages/my/exchange'), label: 'title.my.exchange', icon: <LoopOutline /> },
      {
        path: href('/pages/my/exchangeHistory'),
        label: 'title.my.exchangeHistory',
        icon: <ReceiptOutline />,
      },
      { path: href('/pages/my/transfer'), label: 'title.my.transfer', icon: <SendOutline /> },
      // The transfer page also gifts balance and points to another user.
      { path: href('/pages/my/transfer'), label: 'my.giftMoney', icon: <GiftOutline /> },
      { path: href('/pages/my/paymentCode'), label: 'title.my.paymentCode', icon: <SystemQRcodeOutline /> },
      { path: href('/pages/my/paddleList'), label: 'title.my.paddleList', icon: <ReceiptOutline /> },
    ],
  },
  {
    group: 'my.groupEarn',
    entries: [
      { path: href('/pages/my/signIn'), label: 'title.my.signIn', icon: <CalendarOutline /> },
      { path: href('/pages/my/share'), label: 'title.my.share', icon: <UserAddOutline /> },
      { path: href('/pages/my/partners'), label: 'title.my.partners', icon: <TeamOutline /> },
      { path: href('/pages/my/redemption'), label: 'title.my.redemption', icon: <GiftOutline /> },
    ],
  },
  {
    group: 'my.groupService',
    entries: [
      { path: href('/pages/my/feedback'), label: 'title.my.feedback', icon: <MessageOutline /> },
      { path: href('/pages/my/agreement'), label: 'title.my.agreement', icon: <FileOutline /> },
      { path: href('/pages/my/privacy'), label: 'title.my.privacy', icon: <CheckShieldOutline /> },
    ],
  },
];
