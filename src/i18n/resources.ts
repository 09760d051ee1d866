/**
 * The shape of every language's strings, taken from English: a key missing from English is a type error.
 * A new `locales/en/<area>.json` is added here once.
 */
import type address from '../../locales/en/address.json';
import type auction from '../../locales/en/auction.json';
import type bazaar from '../../locales/en/bazaar.json';
import type cart from '../../locales/en/cart.json';
import type checkin from '../../locales/en/checkin.json';
import type common from '../../locales/en/common.json';
import type details from '../../locales/en/details.json';
import type draw from '../../locales/en/draw.json';
import type error from '../../locales/en/error.json';
import type evaluate from '../../locales/en/evaluate.json';
import type feedback from '../../locales/en/feedback.json';
import type gift from '../../locales/en/gift.json';
import type home from '../../locales/en/home.json';
import type list from '../../locales/en/list.json';
import type login from '../../locales/en/login.json';
import type logistics from '../../locales/en/logistics.json';
import type message from '../../locales/en/message.json';
import type money from '../../locales/en/money.json';
import type my from '../../locales/en/my.json';
import type notFound from '../../locales/en/notFound.json';
import type order from '../../locales/en/order.json';
import type partners from '../../locales/en/partners.json';
import type profile from '../../locales/en/profile.json';
import type ranking from '../../locales/en/ranking.json';
import type redeem from '../../locales/en/redeem.json';
import type security from '../../locales/en/security.json';
import type share from '../../locales/en/share.json';
import type tab from '../../locales/en/tab.json';
import type task from '../../locales/en/task.json';
import type wallet from '../../locales/en/wallet.json';
import type title from '../../locales/en/title.json';
import type upload from '../../locales/en/upload.json';
import type webview from '../../locales/en/webview.json';
import type winList from '../../locales/en/winList.json';

export interface Resources {
  address: typeof address;
  auction: typeof auction;
  bazaar: typeof bazaar;
  cart: typeof cart;
  checkin: typeof checkin;
  common: typeof common;
  details: typeof details;
  draw: typeof draw;
  error: typeof error;
  evaluate: typeof evaluate;
  feedback: typeof feedback;
  gift: typeof gift;
  home: typeof home;
  list: typeof list;
  login: typeof login;
  logistics: typeof logistics;
  message: typeof message;
  money: typeof money;
  my: typeof my;
  notFound: typeof notFound;
  order: typeof order;
  partners: typeof partners;
  profile: typeof profile;
  ranking: typeof ranking;
  redeem: typeof redeem;
  security: typeof security;
  share: typeof share;
  tab: typeof tab;
  task: typeof task;
  wallet: typeof wallet;
  title: typeof title;
  upload: typeof upload;
  webview: typeof webview;
  winList: typeof winList;
}
