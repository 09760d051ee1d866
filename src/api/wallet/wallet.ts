import { useCallback } from 'react';
import * as v from 'valibot';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { money } from '../../lib/money';
import { invalidate, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { profileKeys } from '../account/profileKeys';
import { newRowsSince, type Trace } from '../sendTrace';
import { FeeQuote, RankPageV2, type RankQuery, type RankWindow } from '../shared';
import type { PageQuery } from '../types';
import { pageOf, time } from '../schemas';

const TokenSymbol = v.picklist(['QC', 'USDT', 'TRX']);
export type TokenSymbol = v.InferOutput<typeof TokenSymbol>;

/** The mall account's own units (qc: its qcBalance, not a chain wallet's QC); exchanged without a wallet. */
const InAppUnit = v.picklist(['balance', 'points', 'qc']);
export type InAppUnit = v.InferOutput<typeof InAppUnit>;

/** What Wallet/exchange converts: a chain wallet's tokens, or the mall account's own units. */
const ExchangeUnit = v.picklist([...TokenSymbol.options, ...InAppUnit.options]);
export type ExchangeUnit = v.InferOutput<typeof ExchangeUnit>;

const WalletAccount = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  /** the user's first account */
  is_main: v.boolean(),
  create_time: time,
});
export type WalletAccount = v.InferOutput<typeof WalletAccount>;

const CreatedWallet = v.object({
  ...WalletAccount.entries,
  /** only when the main account is created, and only in this answer: the user must write it down */
  mnemonic: v.nullable(v.string()),
});
export type CreatedWallet = v.InferOutput<typeof CreatedWallet>;

const TokenBalance = v.object({
  symbol: TokenSymbol,
  balance: v.number(),
  price_usdt: v.number(),
  value_usdt: v.number(),
});
export type TokenBalance = v.InferOutput<typeof TokenBalance>;

const WalletDetail = v.object({
  ...WalletAccount.entries,
  tokens: v.array(TokenBalance),
  total_usdt: v.number(),
});
export type WalletDetail = v.InferOutput<typeof WalletDetail>;

/**
 * recharge: in from the mall account; withdraw: out to the mall account; transfer_in / transfer_out: between
 * wallet addresses; exchange: one token for another; stake / settle: into and out of a stake (settle: the
 * principal and its return at maturity); stake_reward: a running stake's daily payout; issuance: new QC.
 */
const WalletLogKind = v.picklist([
  'recharge',
  'withdraw',
  'transfer_in',
  'transfer_out',
  'exchange',
  'stake',
  'settle',
  'stake_reward',
  'issuance',
]);
export type WalletLogKind = v.InferOutput<typeof WalletLogKind>;

const WalletLogEntry = v.object({
  id: v.number(),
  wallet_id: v.number(),
  symbol: TokenSymbol,
  kind: WalletLogKind,
  /** positive in, negative out */
  amount: v.number(),
  fee: v.number(),
  /** the other side's address for transfers, else empty */
  counterparty: v.string(),
  tx_hash: v.string(),
  create_time: time,
});
export type WalletLogEntry = v.InferOutput<typeof WalletLogEntry>;

export interface WalletLogQuery extends PageQuery {
  wallet_id: number;
  symbol?: TokenSymbol;
}

const ExchangeRecord = v.object({
  id: v.number(),
  from: ExchangeUnit,
  to: ExchangeUnit,
  amount: v.number(),
  received: v.number(),
  rate: v.number(),
  fee: v.number(),
  /** the account whose tokens were exchanged; null between the mall account's units */
  wallet_id: v.nullable(v.number()),
  create_time: time,
});
export type ExchangeRecord = v.InferOutput<typeof ExchangeRecord>;

/**
 * A UUID made when a confirmation opens (newRequestId, src/lib/requestId.ts): the server
 * answers a repeated one with its first answer and moves nothing again, so a double tap, a retry or a reconnect sends once (decision 0037).
 */
export interface SendId {
  request_id: string;
}

export interface ExchangePair {
  from: ExchangeUnit;
  to: ExchangeUnit;
  /** an account's tokens; left out between the mall account's units */
  wallet_id?: number;
}

const ExchangeRate = v.object({
  from: ExchangeUnit,
  to: ExchangeUnit,
  /** an account's tokens; left out between the mall account's units */
  wallet_id: v.optional(v.number()),
  /** units of `to` per unit of `from` */
  rate: v.number(),
  fee_ratio: v.number(),
  min: v.number(),
  /** ms, server clock: when this rate was read (a token's rate drifts) */
  quote_time: time,
});
export type ExchangeRate = v.InferOutput<typeof ExchangeRate>;

export interface AmountRequest {
  wallet_id: number;
  symbol: TokenSymbol;
  amount: number;
}

export interface PaidAmountRequest extends AmountRequest, SendId {
  pay_password: string;
}

export interface ExchangeRequest extends ExchangePair, Partial<SendId> {
  amount: number;
  /** the rate the user was shown: required between tokens (refused when it moved more than 1 %) */
  rate?: number;
  pay_password: string;
}

/** To an address, or to a user's main account by UID: exactly one of the two. */
export interface TransferRequest extends PaidAmountRequest {
  to_address?: string;
  to_uid?: number;
}

export interface WalletRechargeRequest extends AmountRequest, SendId {
  /** an open recharge_type of the card checkout */
  type: string;
}

export interface CreateWalletRequest {
  name: string;
  pay_password: string;
}

/** The card checkout the top-up goes through (the my area's own, as Payment/WebPay answers). */
const WalletRechargeOrder = v.object({
  orderNo: v.string(),
  payUrl: v.string(),
});
export type WalletRechargeOrder = v.InferOutput<typeof WalletRechargeOrder>;

const RecentTransfer = v.object({
  address: v.string(),
  symbol: TokenSymbol,
  amount: v.number(),
  create_time: time,
});
export type RecentTransfer = v.InferOutput<typeof RecentTransfer>;

/** QC supply: what was issued (增发) today and in total, and how much circulates. */
const IssuanceInfo = v.object({
  today_added: v.number(),
  total_supply: v.number(),
  circulating: v.number(),
  today_circulating: v.number(),
  /** the signed-in user's share of today's issuance */
  my_today: v.number(),
  next_time: time,
});
export type IssuanceInfo = v.InferOutput<typeof IssuanceInfo>;

const IssuanceDay = v.object({
  /** start of the day */
  date: time,
  added: v.number(),
  total_supply: v.number(),
  circulating: v.number(),
  /** QC's price in USDT at the day's end */
  price_usdt: v.number(),
});
export type IssuanceDay = v.InferOutput<typeof IssuanceDay>;

const IssuanceShare = v.object({
  id: v.number(),
  amount: v.number(),
  reason: v.string(),
  create_time: time,
});
export type IssuanceShare = v.InferOutput<typeof IssuanceShare>;

const W = endpoints.Wallet;
const WalletAccountList = v.array(WalletAccount);
const ExchangeRecordRows = pageOf(ExchangeRecord);
const TokenBalanceList = v.array(TokenBalance);
const IssuanceShareRows = pageOf(IssuanceShare);
const RecentTransferList = v.array(RecentTransfer);
const IssuanceDayRows = pageOf(IssuanceDay);
const WalletLogRows = pageOf(WalletLogEntry);

export const getWalletList = () => call(W.list, undefined, { answer: WalletAccountList });
export const getWalletDetail = (id: number) => call(W.detail, { id }, { answer: WalletDetail });
export const getExchangeLog = (query: PageQuery & { wallet_id?: number }) =>
  call(W.exchangeLog, { ...query }, { answer: ExchangeRecordRows });
export const getTokenList = (walletId: number) =>
  call(W.tokenList, { wallet_id: walletId }, { answer: TokenBalanceList });
export const getTokenLog = (query: WalletLogQuery & { symbol: TokenSymbol }) =>
  call(W.tokenLog, { ...query }, { answer: WalletLogRows });
export const getFundLog = (query: WalletLogQuery) => call(W.zjLog, { ...query }, { answer: WalletLogRows });
export const getMyIssuanceList = (query: PageQuery) =>
  call(W.getQcZengfaList, { ...query }, { answer: IssuanceShareRows });
export const getRecentTransferLog = () =>
  call(W.getRecentTransferLog, undefined, { answer: RecentTransferList });
export const getIssuanceInfo = () => call(W.zengfaInfo, undefined, { answer: IssuanceInfo });
export const getIssuanceRank = (query: RankQuery) => call(W.zengfaRank, { ...query }, { answer: RankPageV2 });
export const getIssuanceList = (query: PageQuery) =>
  call(W.zengFaList, { ...query }, { answer: IssuanceDayRows });
export const walletRecharge = (body: WalletRechargeRequest) =>
  call(W.recharge, { ...body }, { answer: WalletRechargeOrder });
export const getRechargeFee = (body: AmountRequest) => call(W.rechargeFee, { ...body }, { answer: FeeQuote });
export const createWallet = (body: CreateWalletRequest) =>
  call(W.create, { ...body }, { answer: CreatedWallet });
export const exchangeToken = (body: ExchangeRequest) =>
  call(W.exchange, { ...body }, { answer: ExchangeRecord });
export const getExchangeRate = (body: ExchangePair) =>
  call(W.exchangeRate, { ...body }, { answer: ExchangeRate });
export const walletTransfer = (body: TransferRequest) =>
  call(W.transfer, { ...body }, { answer: WalletLogEntry });
export const calcTransfer = (body: AmountRequest) => call(W.transferCalc, { ...body }, { answer: FeeQuote });
export const walletWithdraw = (body: PaidAmountRequest) =>
  call(W.withdraw, { ...body }, { answer: WalletLogEntry });
export const calcWithdrawFee = (body: AmountRequest) =>
  call(W.calcWithdrawFee, { ...body }, { answer: FeeQuote });

/** Fee quotes change nothing on the server, so pages read them as queries despite the POST. */
export type FeeKind = 'recharge' | 'transfer' | 'withdraw';
const feeCall: Record<FeeKind, (body: AmountRequest) => Promise<FeeQuote>> = {
  recharge: getRechargeFee,
  transfer: calcTransfer,
  withdraw: calcWithdrawFee,
};

export const walletKeys = {
  all: ['wallet'] as const,
  list: () => [...walletKeys.all, 'list'] as const,
  detail: (id: number) => [...walletKeys.all, 'detail', id] as const,
  tokens: (walletId: number) => [...walletKeys.all, 'tokens', walletId] as const,
  log: (query: WalletLogQuery) => [...walletKeys.all, 'log', query] as const,
  exchangesAll: () => [...walletKeys.all, 'exchanges'] as const,
  exchanges: (query: PageQuery) => [...walletKeys.exchangesAll(), query] as const,
  exchangePages: (walletId?: number) => [...walletKeys.exchangesAll(), 'pages', walletId ?? 'mall'] as const,
  rate: (pair: ExchangePair) => [...walletKeys.all, 'rate', pair] as const,
  fee: (kind: FeeKind, body: AmountRequest) => [...walletKeys.all, 'fee', kind, body] as const,
  recentTransfers: () => [...walletKeys.all, 'recentTransfers'] as const,
  issuance: () => [...walletKeys.all, 'issuance'] as const,
  issuanceDays: (query: PageQuery) => [...walletKeys.all, 'issuanceDays', query] as const,
  myIssuance: (query: PageQuery) => [...walletKeys.all, 'myIssuance', query] as const,
  issuanceRank: (query: RankQuery) => [...walletKeys.all, 'issuanceRank', query] as const,
};

/** A wallet account's money moved outside a call of the app (a card top-up paid): the wallet is read again. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient]);
}

export const walletListQuery = () => queryOptions({ queryKey: walletKeys.list(), queryFn: getWalletList });
export const walletDetailQuery = (id: number) =>
  queryOptions({ queryKey: walletKeys.detail(id), queryFn: () => getWalletDetail(id) });
export const tokenListQuery = (walletId: number) =>
  queryOptions({ queryKey: walletKeys.tokens(walletId), queryFn: () => getTokenList(walletId) });
/** With a symbol: that token's log (tokenLog); without: every movement of the wallet (zjLog). */
export const walletLogQuery = (query: WalletLogQuery) =>
  queryOptions({
    queryKey: walletKeys.log(query),
    queryFn: () => (query.symbol ? getTokenLog({ ...query, symbol: query.symbol }) : getFundLog(query)),
  });
export const exchangeLogQuery = (query: PageQuery) =>
  queryOptions({ queryKey: walletKeys.exchanges(query), queryFn: () => getExchangeLog(query) });
export const exchangeRateQuery = (pair: ExchangePair) =>
  queryOptions({ queryKey: walletKeys.rate(pair), queryFn: () => getExchangeRate(pair) });
export const feeQuery = (kind: FeeKind, body: AmountRequest) =>
  queryOptions({ queryKey: walletKeys.fee(kind, body), queryFn: () => feeCall[kind](body) });
export const recentTransfersQuery = () =>
  queryOptions({ queryKey: walletKeys.recentTransfers(), queryFn: getRecentTransferLog });
export const issuanceInfoQuery = () =>
  queryOptions({ queryKey: walletKeys.issuance(), queryFn: getIssuanceInfo });
export const issuanceDaysQuery = (query: PageQuery) =>
  queryOptions({ queryKey: walletKeys.issuanceDays(query), queryFn: () => getIssuanceList(query) });
export const myIssuanceQuery = (query: PageQuery) =>
  queryOptions({ queryKey: walletKeys.myIssuance(query), queryFn: () => getMyIssuanceList(query) });
export const issuanceRankQuery = (query: RankQuery) =>
  queryOptions({ queryKey: walletKeys.issuanceRank(query), queryFn: () => getIssuanceRank(query) });

/** The mall units' exchanges, or with `walletId` that account's token exchanges. */
export const exchangePages = (walletId?: number) =>
  pagedQuery(walletKeys.exchangePages(walletId), (page) =>
    getExchangeLog(walletId === undefined ? page : { ...page, wallet_id: walletId }),
  );

/** An account's movements page by page: one token's (tokenLog) or all of them (zjLog). */
export const walletLogPages = (walletId: number, symbol?: TokenSymbol) =>
  pagedQuery([...walletKeys.all, 'logPages', walletId, symbol ?? 'all'], (page) =>
    symbol
      ? getTokenLog({ ...page, wallet_id: walletId, symbol })
      : getFundLog({ ...page, wallet_id: walletId }),
  );

/** The signed-in user's share of QC issuance, page by page. */
export const myIssuancePages = () => pagedQuery([...walletKeys.all, 'myIssuancePages'], getMyIssuanceList);

/** QC issued day by day, newest first, page by page. */
export const issuanceDayPages = () => pagedQuery([...walletKeys.all, 'issuanceDayPages'], getIssuanceList);

/** Who received the most issuance in the window, 10 a page. */
export const issuanceRankPages = (type: RankWindow) =>
  pagedQuery(
    [...walletKeys.all, 'issuanceRankPages', type],
    (page) => getIssuanceRank({ ...page, type }),
    SMALL_PAGE_SIZE,
  );

/**
 * A new account: the list and what reads it are fetched again. The answer carries the main account's phrase
 * once; the caller keeps it (encrypted) until its backup passes.
 */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: () => invalidate(queryClient, walletKeys.list()),
  });
}

/** An exchange's record does not hold the user's figures: both sides' holdings are read again. */
const afterExchange = (queryClient: QueryClient) => {
  void refreshMe(queryClient);
  invalidate(queryClient, walletKeys.exchangesAll(), profileKeys.ledgerAll());
};

/** An exchange answers its record, not the user's figures. */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: exchangeToken, onSuccess: () => afterExchange(queryClient) });
}

/**
 * The trace of an exchange of the mall's units whose answer was lost (the record does not carry its request
 * id): a record of that pair and amount in the mall's exchange log that was not there before.
 */
export function useUnitExchangeTrace() {
  const queryClient = useQueryClient();
  return async ({ from, to, amount }: ExchangePair & { amount: number }): Promise<Trace<ExchangeRecord>> => {
    const since = await newRowsSince(getExchangeLog);
    return async () => {
      const record = await since((r) => r.from === from && r.to === to && money(r.amount).eq(money(amount)));
      if (record) afterExchange(queryClient);
      return record;
    };
  };
}

// ---- Sends from a wallet account (issue 16: transfer, withdraw, token exchange, card top-up) ----

/** Tokens moved (or may have): the accounts' figures, logs, recent recipients and exchanges are read again. */
export function useWalletMoved(...also: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    void refreshMe(queryClient);
    invalidate(queryClient, walletKeys.all, ...also);
  };
}

function useWalletSend<B, R>(send: (body: B) => Promise<R>, ...also: QueryKey[]) {
  return useMutation({ mutationFn: send, onSuccess: useWalletMoved(...also) });
}

/** A payment sent (a transfer or a signed request). */
export const useWalletTransfer = () => useWalletSend(walletTransfer);
export const useWalletWithdraw = () => useWalletSend(walletWithdraw);
export const useTokenExchange = () => useWalletSend(exchangeToken);
/** A top-up answers its checkout; the record list gains a waiting row. */
export const useWalletRecharge = () => useWalletSend(walletRecharge, profileKeys.rechargesAll());
