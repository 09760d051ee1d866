/**
 * Every backend call, in one table (one export per API group, so a bundle carries only the groups it
 * calls — import it as `import * as endpoints from './endpoints'`): moving to the real server's paths is a change to this file only.
 * Paths are relative to VITE_API_BASE. The payload and response shapes assumed are in docs/api.md.
 */
export type Method = 'GET' | 'POST';

export interface Endpoint {
  readonly method: Method;
  readonly path: string;
  /** multipart upload (60 s timeout) */
  readonly upload?: boolean;
  /** a GET of the contract that changes something (a claim, a sale, a redeem): sent like any change */
  readonly changes?: boolean;
}

const get = (path: string): Endpoint => ({ method: 'GET', path });
const post = (path: string): Endpoint => ({ method: 'POST', path });
/** A GET that changes something on the server. */
const getChange = (path: string): Endpoint => ({ method: 'GET', path, changes: true });

export const Treasure = {
  GetCategoryList: get('/api/Treasure/GetCategoryList'),
  GetLotteryRank: get('/api/Treasure/GetLotteryRank'),
  GetCrowdRank: get('/api/Treasure/GetCrowdRank'),
  GetScrollList: get('/api/Treasure/GetScrollList'),
  GetWinnerList: get('/api/Treasure/GetWinnerList'),
  SetMark: get('/api/Treasure/SetMark'),
  GetBuyerList: get('/api/Treasure/GetBuyerList'),
  GetComments: get('/api/Treasure/GetComments'),
  GetCrowdList: get('/api/Treasure/GetCrowdList'),
  GetGoodsInfo: get('/api/Treasure/GetGoodsInfo'),
  GetGoodsList: get('/api/Treasure/GetGoodsList'),
  GetTreasureInfo: get('/api/Treasure/GetTreasureInfo'),
  GetTreasureList: get('/api/Treasure/GetTreasureList'),
  RedeemPoints: getChange('/api/Treasure/RedeemPoints'),
  GetNextId: get('/api/Treasure/GetNextId'),
  BuyCrowd: post('/api/Treasure/BuyCrowd'),
  BuyGoods: post('/api/Treasure/BuyGoods'),
  BuyTreasure: post('/api/Treasure/BuyTreasure'),
  Comment: post('/api/Treasure/Comment'),
} as const satisfies Record<string, Endpoint>;

export const Public = {
  getConfig: get('/api/Public/getConfig'),
} as const satisfies Record<string, Endpoint>;

export const Base = {
  clearSign: post('/api/Base/clearSign'),
  clearTask: post('/api/Base/clearTask'),
  clearWebset: post('/api/Base/clearWebset'),
  subscribeLog: post('/api/Base/subscribeLog'),
} as const satisfies Record<string, Endpoint>;

export const Profile = {
  GetDictByKeys: get('/api/Profile/GetDictByKeys'),
  CheckIn: getChange('/api/Profile/CheckIn'),
  GetCheckInList: get('/api/Profile/GetCheckInList'),
  GetExpendList: get('/api/Profile/GetExpendList'),
  GetInviteList: get('/api/Profile/GetInviteList'),
  GetMyAddress: get('/api/Profile/GetMyAddress'),
  GetMyProfile: get('/api/Profile/GetMyProfile'),
  GetRechargeList: get('/api/Profile/GetRechargeList'),
  GetTiktokUri: get('/api/Profile/GetTiktokUri'),
  GetRedeemList: get('/api/Profile/GetRedeemList'),
  RedeemByCode: getChange('/api/Profile/RedeemByCode'),
  GetSellList: get('/api/Profile/GetSellList'),
  GetMyOrderList: get('/api/Profile/GetMyOrderList'),
  Upload: { method: 'POST', path: '/api/Profile/Upload', upload: true },
  ForgotPassword: post('/api/Profile/ForgotPassword'),
  ModifyAddress: post('/api/Profile/ModifyAddress'),
  ModifyPassword: post('/api/Profile/ModifyPassword'),
  ModifyPhone: post('/api/Profile/ModifyPhone'),
  ModifyProfile: post('/api/Profile/ModifyProfile'),
  SendCode: post('/api/Profile/SendCode'),
  SignIn: post('/api/Profile/SignIn'),
  SignUp: post('/api/Profile/SignUp'),
  CreatePayPassword: post('/api/Profile/CreatePayPassword'),
  ModifyPayPassword: post('/api/Profile/ModifyPayPassword'),
} as const satisfies Record<string, Endpoint>;

export const Payment = {
  WebPay: post('/api/Payment/WebPay'),
  Transfer: post('/api/Payment/Transfer'),
  GetRecentlyUser: get('/api/Payment/GetRecentlyUser'),
  SeachUserBy: get('/api/Fommon/SeachUserBy'),
} as const satisfies Record<string, Endpoint>;

export const Message = {
  ClearMessage: getChange('/api/Message/ClearMessage'),
  GetGiftsList: get('/api/Message/GetGiftsList'),
  GetMyNoticeList: get('/api/Message/GetMyNoticeList'),
  GetUnRead: get('/api/Message/GetUnRead'),
  GetTeamInvitationList: get('/api/Message/GetTeamInvitationList'),
  HandleTeamInvitation: getChange('/api/Message/HandleTeamInvitation'),
  SendTeamInvitation: getChange('/api/Message/SendTeamInvitation'),
} as const satisfies Record<string, Endpoint>;

export const UserOrders = {
  ClaimGift: post('/api/UserOrders/ClaimGift'),
  GiftGoods: post('/api/UserOrders/GiftGoods'),
  GiftMoney: post('/api/UserOrders/GiftMoney'),
  GiftTransfer: post('/api/UserOrders/GiftTransfer'),
  GiftTreasure: post('/api/UserOrders/GiftTreasure'),
  GiftAuction: post('/api/UserOrders/GiftAuction'),
  SellGift: post('/api/UserOrders/SellGift'),
  ClaimAuction: getChange('/api/UserOrders/ClaimAuction'),
  ClaimReward: getChange('/api/UserOrders/ClaimReward'),
  GetAuctionOrderInfo: get('/api/UserOrders/GetAuctionOrderInfo'),
  GetAuctionOrderList: get('/api/UserOrders/GetAuctionOrderList'),
  GetCrowdOrderInfo: get('/api/UserOrders/GetCrowdOrderInfo'),
  GetCrowdOrderList: get('/api/UserOrders/GetCrowdOrderList'),
  GetGoodsOrderInfo: get('/api/UserOrders/GetGoodsOrderInfo'),
  GetGoodsOrderList: get('/api/UserOrders/GetGoodsOrderList'),
  GetTreasureOrderInfo: get('/api/UserOrders/GetTreasureOrderInfo'),
  GetTreasureOrderList: get('/api/UserOrders/GetTreasureOrderList'),
  GetLogisticList: get('/api/UserOrders/GetLogisticList'),
  SellAuction: getChange('/api/UserOrders/SellAuction'),
  SellGoods: getChange('/api/UserOrders/SellGoods'),
  SellTreasure: getChange('/api/UserOrders/SellTreasure'),
  ShippingReq: getChange('/api/UserOrders/ShippingReq'),
} as const satisfies Record<string, Endpoint>;

export const Users = {
  createQrcode: get('/api/Users/createQrcode'),
  login: get('/api/Users/login'),
  getUserInfo: get('/api/Users/getUserInfo'),
  saveInfo: post('/api/Users/saveInfo'),
  userInfo: get('/api/User/userInfo'),
} as const satisfies Record<string, Endpoint>;

export const Auction = {
  detail: get('/apiv2/Auction/detail'),
  list: get('/apiv2/Auction/list'),
  bid: post('/apiv2/Auction/bid'),
  deposit: post('/apiv2/Auction/deposit'),
} as const satisfies Record<string, Endpoint>;

export const Task = {
  list: get('/apiv2/Task/list'),
  click: post('/apiv2/Task/click'),
  complete: post('/apiv2/Task/complete'),
  receiving: post('/apiv2/Task/receiving'),
  submit: post('/apiv2/Task/submit'),
} as const satisfies Record<string, Endpoint>;

export const Team = {
  count: get('/apiv2/Team/count'),
  list: get('/apiv2/Team/list'),
  getWithdrawMoney: get('/apiv2/Team/getWithdrawMoney'),
  withdraw: post('/apiv2/Team/withdraw'),
} as const satisfies Record<string, Endpoint>;

export const Goods = {
  detail: get('/apiv2/Goods/detail'),
  list: get('/apiv2/Goods/list'),
  count: get('/apiv2/Goods/count'),
  order: get('/apiv2/Goods/order'),
  addGoods: post('/apiv2/Goods/addGoods'),
  buy: post('/apiv2/Goods/buy'),
  edit: post('/apiv2/Goods/edit'),
  open: post('/apiv2/Goods/open'),
  receive: post('/apiv2/Goods/receive'),
  send: post('/apiv2/Goods/send'),
  oneClickListing: post('/apiv2/Goods/oneClickListing'),
} as const satisfies Record<string, Endpoint>;

export const KeFu = {
  list: get('/apiv2/KeFu/list'),
  send: post('/apiv2/KeFu/send'),
} as const satisfies Record<string, Endpoint>;

export const Mining = {
  groupData: get('/apiv2/Mining/groupData'),
  location: get('/apiv2/Mining/location'),
  pageData: get('/apiv2/Mining/pageData'),
  start: getChange('/apiv2/Mining/start'),
  incomeCt: get('/apiv2/Mining/incomeCt'),
  incomeList: get('/apiv2/Mining/incomeList'),
  rank: get('/apiv2/Mining/rank'),
  rankCt: get('/apiv2/Mining/rankCt'),
  groupUserList: get('/apiv2/Mining/groupUserList'),
  heartbeat: post('/apiv2/Mining/heartbeat'),
  joinGroup: post('/apiv2/Mining/joinGroup'),
  sign: post('/apiv2/Mining/sign'),
  locationShare: post('/apiv2/Mining/locationShare'),
  locationPost: post('/apiv2/Mining/location'),
  locationSubmit: post('/apiv2/Mining/locationSubmit'),
} as const satisfies Record<string, Endpoint>;

export const Wallet = {
  list: get('/apiv2/Wallet/list'),
  detail: get('/apiv2/Wallet/detail'),
  exchangeLog: get('/apiv2/Wallet/exchangeLog'),
  tokenList: get('/apiv2/Wallet/tokenList'),
  tokenLog: get('/apiv2/Wallet/tokenLog'),
  zjLog: get('/apiv2/Wallet/zjLog'),
  getQcZengfaList: get('/apiv2/Wallet/getQcZengfaList'),
  getRecentTransferLog: get('/apiv2/Wallet/getRecentTransferLog'),
  zengfaInfo: get('/apiv2/Wallet/zengfaInfo'),
  zengfaRank: get('/apiv2/Wallet/zengfaRank'),
  zengFaList: get('/apiv2/Wallet/zengFaList'),
  recharge: post('/apiv2/Wallet/recharge'),
  rechargeFee: post('/apiv2/Wallet/rechargeFee'),
  create: post('/apiv2/Wallet/create'),
  exchange: post('/apiv2/Wallet/exchange'),
  exchangeRate: post('/apiv2/Wallet/exchangeRate'),
  transfer: post('/apiv2/Wallet/transfer'),
  transferCalc: post('/apiv2/Wallet/transferCalc'),
  withdraw: post('/apiv2/Wallet/withdraw'),
  calcWithdrawFee: post('/apiv2/Wallet/calcWithdrawFee'),
} as const satisfies Record<string, Endpoint>;

export const Stakes = {
  getLiutongList: get('/apiv2/Stakes/getLiutongList'),
  getPageData: get('/apiv2/Stakes/getPageData'),
  getStakesStatus: get('/apiv2/Stakes/getStakesStatus'),
  getTotalList: get('/apiv2/Stakes/getTotalList'),
  getZfList: get('/apiv2/Stakes/getZfList'),
  indexCt: get('/apiv2/Stakes/indexCt'),
  settleList: get('/apiv2/Stakes/settleList'),
  unpaidList: get('/apiv2/Stakes/unpaidList'),
  checkPay: post('/apiv2/Stakes/checkPay'),
  payInfo: post('/apiv2/Stakes/payInfo'),
  stakes: post('/apiv2/Stakes/stakes'),
} as const satisfies Record<string, Endpoint>;

export const Device = {
  incomeList: get('/apiv2/Device/incomeList'),
  devInfo: get('/apiv2/Device/devInfo'),
  indexCt: get('/apiv2/Device/indexCt'),
  list: get('/apiv2/Device/list'),
  rank: get('/apiv2/Device/rank'),
  shoyiList: get('/apiv2/Device/shoyiList'),
  shoyiCt: get('/apiv2/Device/shoyiCt'),
  bind: post('/apiv2/Device/bind'),
  setName: post('/apiv2/Device/setName'),
  unbind: post('/apiv2/Device/unbind'),
} as const satisfies Record<string, Endpoint>;
