import {
  BankcardOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
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
  HandPayCircleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

export interface MenuEntry {
  path: string;
  /** key under `title.my.*` */
  title: string;
  icon: ReactNode;
}

/** Every page of the "my" area, in groups. webView is reached from links, not from this menu. */
export const MENU: readonly { group: string; entries: MenuEntry[] }[] = [
  {
    group: 'my.groupAccount',
    entries: [
      { path: '/pages/my/info', title: 'info', icon: <UserOutline /> },
      { path: '/pages/my/ChangeNickname', title: 'ChangeNickname', icon: <EditSOutline /> },
      { path: '/pages/my/changePhone', title: 'changePhone', icon: <PhoneFill /> },
      { path: '/pages/my/changePwd', title: 'changePwd', icon: <LockOutline /> },
      { path: '/pages/my/setPayPassword', title: 'setPayPassword', icon: <KeyOutline /> },
      { path: '/pages/my/address', title: 'address', icon: <EnvironmentOutline /> },
      { path: '/pages/my/logistics', title: 'logistics', icon: <TruckOutline /> },
      { path: '/pages/my/bind', title: 'bind', icon: <BankcardOutline /> },
    ],
  },
  {
    group: 'my.groupMoney',
    entries: [
      { path: '/pages/my/recharge', title: 'recharge', icon: <PayCircleOutline /> },
      { path: '/pages/my/RechargeRecord', title: 'RechargeRecord', icon: <ClockCircleOutline /> },
      { path: '/pages/my/bill', title: 'bill', icon: <BillOutline /> },
      { path: '/pages/my/exchange', title: 'exchange', icon: <LoopOutline /> },
      { path: '/pages/my/exchangeHistory', title: 'exchangeHistory', icon: <ReceiptOutline /> },
      { path: '/pages/my/transfer', title: 'transfer', icon: <SendOutline /> },
      { path: '/pages/my/submitTransfer', title: 'submitTransfer', icon: <HandPayCircleOutline /> },
      { path: '/pages/my/paymentCode', title: 'paymentCode', icon: <SystemQRcodeOutline /> },
      { path: '/pages/my/paddle', title: 'paddle', icon: <CollectMoneyOutline /> },
      { path: '/pages/my/paddleList', title: 'paddleList', icon: <ReceiptOutline /> },
    ],
  },
  {
    group: 'my.groupEarn',
    entries: [
      { path: '/pages/my/signIn', title: 'signIn', icon: <CalendarOutline /> },
      { path: '/pages/my/share', title: 'share', icon: <UserAddOutline /> },
      { path: '/pages/my/partners', title: 'partners', icon: <TeamOutline /> },
      { path: '/pages/my/redemption', title: 'redemption', icon: <GiftOutline /> },
    ],
  },
  {
    group: 'my.groupService',
    entries: [
      { path: '/pages/my/feedback', title: 'feedback', icon: <MessageOutline /> },
      { path: '/pages/my/agreement', title: 'agreement', icon: <FileOutline /> },
      { path: '/pages/my/privacy', title: 'privacy', icon: <CheckShieldOutline /> },
    ],
  },
];
