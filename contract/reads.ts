import * as endpoints from '../src/api/endpoints';
import * as account from '../src/api/account/account';
import * as profile from '../src/api/account/profile';
import * as config from '../src/api/config';
import * as treasure from '../src/api/draws/treasure';
import * as messages from '../src/api/messages/message';
import * as kefu from '../src/api/messages/kefu';
import * as orders from '../src/api/orders/orders';
import * as payment from '../src/api/payment/payment';
import * as auctions from '../src/api/auctions/auction';
import * as tasks from '../src/api/tasks/task';
import * as team from '../src/api/team/team';
import * as bazaar from '../src/api/goods/goods';
import * as mining from '../src/api/mining/mining';
import * as wallet from '../src/api/wallet/wallet';
import * as stakes from '../src/api/stakes/stakes';
import * as devices from '../src/api/devices/device';
import { AnswerMismatch } from '../src/api/answerMismatch';
import type { Endpoint } from '../src/api/endpoints';
import { callName, firstOf, page, pageV2, type Contract } from './contract';

const rank = { ...page, type: '7day' } as const;

/**
 * `run` for an answer the schema lets be null (or leave `key` out) but the app has nothing to show without:
 * a success without it is a mismatch naming what is missing; a refusal stays a refusal.
 */
const needed =
  <T extends object>(endpoint: Endpoint, run: () => Promise<T | null>, key?: keyof T) =>
  (): Promise<T> =>
    run().then((data) => {
      const missing = (message: string, path: PropertyKey[] = []) =>
        new AnswerMismatch(callName(endpoint), [{ message, path }], data);
      if (data === null) throw missing('null, where the app needs data');
      if (key !== undefined && data[key] === undefined)
        throw missing('left out, where the app needs it', [key]);
      return data;
    });

/**
 * Every call that changes nothing, with the parameters the app sends: lists first, then the details of
 * their first rows. The order matters only where a call needs an id an earlier answer gave.
 */
export async function readCalls(c: Contract, uid: number): Promise<void> {
  await mall(c);
  await me(c, uid);
  await ordersOf(c);
  await market(c);
  await chain(c);
}

/** Settings, the hall (points goods, draws, crowdfunding), rankings and winners. */
async function mall(c: Contract) {
  const { Treasure: T, Public, Profile: P } = endpoints;
  await c.check(Public.getConfig, needed(Public.getConfig, config.getPublicConfig));
  await c.check(P.GetDictByKeys, needed(P.GetDictByKeys, config.getDictByKeys));
  // The support chat's common questions, asked for on their own as the chat asks, so their rows are read.
  const help = () => config.getDictByKeys(['kefu_faq']);
  await c.check(P.GetDictByKeys, needed(P.GetDictByKeys, help, 'kefu_faq'));
  await c.check(T.GetCategoryList, () => treasure.getCategoryList());
  await c.check(T.GetScrollList, () => treasure.getScrollList());
  await c.check(T.GetLotteryRank, () => treasure.getLotteryRank(rank));
  await c.check(T.GetCrowdRank, () => treasure.getCrowdRank(rank));
  await c.check(T.GetWinnerList, () => treasure.getWinnerList({ pageIndex: 1, pageSize: 10 }));
  await c.check(T.GetCrowdList, () => treasure.getCrowdList(page));

  const goods = firstOf(await c.check(T.GetGoodsList, () => treasure.getGoodsList(page)));
  if (goods) {
    await c.check(T.GetGoodsInfo, () => treasure.getGoodsInfo(goods.id));
    await c.check(T.GetComments, () => treasure.getComments({ ...page, goodsId: goods.id }));
  } else for (const each of [T.GetGoodsInfo, T.GetComments]) c.skip(each, 'no points goods listed');

  const issue = firstOf(await c.check(T.GetTreasureList, () => treasure.getTreasureList(page)));
  if (issue) {
    await c.check(T.GetTreasureInfo, () => treasure.getTreasureInfo(issue.id));
    await c.check(T.GetBuyerList, () => treasure.getBuyerList({ ...page, id: issue.id }));
    await c.check(T.GetNextId, () => treasure.getNextId(issue.goodsId));
  } else for (const each of [T.GetTreasureInfo, T.GetBuyerList, T.GetNextId]) c.skip(each, 'no draw listed');
}

/** The account: profile, check-in, ledgers, invitations, messages, support, team, tasks. */
async function me(c: Contract, uid: number) {
  const { Profile: P, Users: U, Message: M, KeFu: K, Payment: Pay, Team, Task } = endpoints;
  await c.check(P.GetMyProfile, needed(P.GetMyProfile, account.getMyProfile));
  await c.check(P.GetCheckInList, () => profile.getCheckInList());
  await c.check(P.GetExpendList, () => profile.getExpendList({ ...page, asset: 'balance' }));
  await c.check(P.GetInviteList, () => profile.getInviteList(page));
  await c.check(P.GetMyAddress, () => profile.getMyAddress());
  await c.check(P.GetRechargeList, () => profile.getRechargeList(page));
  await c.check(P.GetRedeemList, () => profile.getRedeemList(page));
  await c.check(P.GetSellList, () => profile.getSellList({ pageIndex: 1, pageSize: 10 }));
  await c.check(P.GetTiktokUri, () => account.getTiktokUri('/pages/my/index', 'contract'));
  await c.check(U.userInfo, () => account.getUserById(uid));
  await c.check(U.getUserInfo, () => account.getTiktokUser());
  await c.check(U.createQrcode, () => account.createInviteQrcode('https://qc.mall/invite'));

  await c.check(M.GetUnRead, () => messages.getUnRead());
  await c.check(M.GetMyNoticeList, () => messages.getMyNoticeList(page));
  await c.check(M.GetGiftsList, () => messages.getGiftsList(page));
  await c.check(M.GetTeamInvitationList, () => messages.getTeamInvitationList(pageV2));
  await c.check(K.list, () => kefu.getKefuMessages(page));

  await c.check(Pay.GetRecentlyUser, () => payment.getRecentlyUser());
  await c.check(Pay.SeachUserBy, () => payment.searchUser(String(uid)));

  await c.check(Team.count, () => team.getTeamCount());
  await c.check(Team.list, () => team.getTeamList({ page: 1, pageSize: 10 }));
  await c.check(Team.getWithdrawMoney, () => team.getWithdrawMoney());
  await c.check(Task.list, () => tasks.getTaskList(page));
}

/** The orders of each kind, their details and the shipments. */
async function ordersOf(c: Contract) {
  const O = endpoints.UserOrders;
  const small = { pageIndex: 1, pageSize: 10 } as const;
  await c.check(endpoints.Profile.GetMyOrderList, () => profile.getMyOrderList(small));
  await c.check(O.GetLogisticList, () => orders.getLogisticList(page));
  const kinds = [
    [O.GetGoodsOrderList, O.GetGoodsOrderInfo, orders.getGoodsOrderList, orders.getGoodsOrderInfo],
    [
      O.GetTreasureOrderList,
      O.GetTreasureOrderInfo,
      orders.getTreasureOrderList,
      orders.getTreasureOrderInfo,
    ],
    [O.GetCrowdOrderList, O.GetCrowdOrderInfo, orders.getCrowdOrderList, orders.getCrowdOrderInfo],
    [O.GetAuctionOrderList, O.GetAuctionOrderInfo, orders.getAuctionOrderList, orders.getAuctionOrderInfo],
  ] as const;
  for (const [list, info, getList, getInfo] of kinds) {
    const order = firstOf(await c.check(list, () => getList(small)));
    if (order) await c.check(info, () => getInfo(order.id));
    else c.skip(info, 'the account has no such order');
  }
}

/** The auctions and the bazaar. */
async function market(c: Contract) {
  const { Auction: A, Goods: G } = endpoints;
  const lot = firstOf(await c.check(A.list, () => auctions.getAuctionList(page)));
  if (lot) await c.check(A.detail, () => auctions.getAuctionDetail(lot.id));
  else c.skip(A.detail, 'no auction listed');

  const listing = firstOf(await c.check(G.list, () => bazaar.getListings(pageV2)));
  if (listing) await c.check(G.detail, () => bazaar.getListing(listing.id));
  else c.skip(G.detail, 'no bazaar listing');
  const me = await account.getMyProfile();
  if (me?.isSeller) await c.check(G.count, () => bazaar.getSellerCount());
  else c.skip(G.count, 'the account has no shop');
  await c.check(G.order, () => bazaar.getBazaarOrders({ ...pageV2, role: 'buyer' }));
}

/** The wallet, the QC issuance, staking, mining and devices. */
async function chain(c: Contract) {
  const { Wallet: W, Stakes: S, Mining: M, Device: D } = endpoints;
  const accounts = await c.check(W.list, () => wallet.getWalletList());
  const main = firstOf(accounts);
  if (main) {
    const id = main.id;
    const amount = { wallet_id: id, symbol: 'USDT', amount: 1 } as const;
    await c.check(W.detail, () => wallet.getWalletDetail(id));
    await c.check(W.tokenList, () => wallet.getTokenList(id));
    await c.check(W.tokenLog, () => wallet.getTokenLog({ ...page, wallet_id: id, symbol: 'QC' }));
    await c.check(W.zjLog, () => wallet.getFundLog({ ...page, wallet_id: id }));
    await c.check(W.rechargeFee, () => wallet.getRechargeFee(amount));
    await c.check(W.transferCalc, () => wallet.calcTransfer(amount));
    await c.check(W.calcWithdrawFee, () => wallet.calcWithdrawFee(amount));
    await c.check(W.exchangeRate, () => wallet.getExchangeRate({ from: 'USDT', to: 'QC', wallet_id: id }));
  } else {
    const why = 'the account has no wallet';
    for (const each of [W.detail, W.tokenList, W.tokenLog, W.zjLog, W.rechargeFee, W.transferCalc])
      c.skip(each, why);
    c.skip(W.calcWithdrawFee, why);
    await c.check(W.exchangeRate, () => wallet.getExchangeRate({ from: 'balance', to: 'points' }));
  }
  await c.check(W.exchangeLog, () => wallet.getExchangeLog(page));
  await c.check(W.getRecentTransferLog, () => wallet.getRecentTransferLog());
  await c.check(W.getQcZengfaList, () => wallet.getMyIssuanceList(page));
  await c.check(W.zengfaInfo, () => wallet.getIssuanceInfo());
  await c.check(W.zengfaRank, () => wallet.getIssuanceRank(rank));
  await c.check(W.zengFaList, () => wallet.getIssuanceList(page));

  await c.check(S.getPageData, () => stakes.getStakePage());
  await c.check(S.getStakesStatus, () => stakes.getStakesStatus());
  await c.check(S.indexCt, () => stakes.getStakeCounts());
  await c.check(S.getLiutongList, () => stakes.getCirculationList(page));
  await c.check(S.getZfList, () => stakes.getStakeRewards(page));
  await c.check(S.getTotalList, () => stakes.getStakeList(page));
  await c.check(S.settleList, () => stakes.getSettledStakes(page));
  const unpaid = firstOf(await c.check(S.unpaidList, () => stakes.getUnpaidStakes(page)));
  if (unpaid) await c.check(S.payInfo, () => stakes.getStakePayInfo(unpaid.id));
  else c.skip(S.payInfo, 'the account has no stake to pay');

  await c.check(M.pageData, () => mining.getMiningPage());
  await c.check(M.groupData, () => mining.getMiningGroup());
  await c.check(M.groupUserList, () => mining.getMiningGroupUsers(page));
  await c.check(M.location, () => mining.getMiningLocation());
  await c.check(M.incomeCt, () => mining.getMiningIncomeCount());
  await c.check(M.incomeList, () => mining.getMiningIncomeList(page));
  await c.check(M.rank, () => mining.getMiningRank(rank));
  await c.check(M.rankCt, () => mining.getMiningRankCount({ type: '7day' }));

  await c.check(D.indexCt, () => devices.getDeviceCount());
  await c.check(D.shoyiCt, () => devices.getEarningsCount());
  await c.check(D.shoyiList, () => devices.getEarningsList(page));
  await c.check(D.incomeList, () => devices.getDeviceIncomeList(page));
  await c.check(D.rank, () => devices.getDeviceRank(rank));
  const device = firstOf(await c.check(D.list, () => devices.getDeviceList(page)));
  if (device) await c.check(D.devInfo, () => devices.getDeviceInfo(device.id));
  else c.skip(D.devInfo, 'the account has no device');
}
