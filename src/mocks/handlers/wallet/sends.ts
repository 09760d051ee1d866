import type {
  RecentTransfer,
  TransferRequest,
  WalletRechargeOrder,
  WalletRechargeRequest,
} from '../../../api/wallet/wallet';
import { money } from '../../../lib/money';
import { isWalletAddress } from '../../../api/wallet/rules/walletAddress';
import { now } from '../../clock';
import { db } from '../../db';
import { CHECKOUT_PATH, createRecharge, RECHARGE_MIN } from '../payment/db/recharges';
import type { UserRow, WalletRow } from '../../db/schema';
import { findUser } from '../../db/users';
import {
  balanceOf,
  mainWalletOf,
  move,
  rechargeQuote,
  TRANSFER_FEE,
  transferQuote,
  transferTokens,
  WALLET_RECHARGE_MAX,
  walletAt,
  withdrawFeeOf,
  WITHDRAW_ABOVE,
  WITHDRAW_MIN,
  withdrawQuote,
} from './db/wallets';
import { ensurePayPassword } from '../../rules/common';
import { given, idOf, readMoney } from '../../rules/input';
import { CODE, ensure, ok, reader, route, withAuth, type Fields } from '../../http/route';
import { readQuoteAmount, readRequestId, readSymbol, readUsdt, readWallet, sendOnce } from './input';
import { newestFirst, toLogEntry } from './views';

/** Recent receivers offered again. */
const RECENT_MAX = 10;

const rechargeFee = route(
  'POST /apiv2/Wallet/rechargeFee',
  withAuth(({ user, fields }) => {
    readWallet(user, fields.wallet_id);
    readUsdt(fields.symbol);
    return ok(rechargeQuote(readQuoteAmount(fields.amount)));
  }),
);

/** A card top-up of the account's USDT: a waiting record with its wallet_id, paid 5 s later by the checkout. */
const recharge = route(
  'POST /apiv2/Wallet/recharge',
  withAuth(({ user, fields }) =>
    sendOnce(user, readRequestId(fields.request_id), () => {
      const wallet = readWallet(user, fields.wallet_id);
      readUsdt(fields.symbol);
      const amount = readMoney(fields.amount);
      ensure(amount.gte(money(RECHARGE_MIN)), 'rechargeMin');
      ensure(amount.lte(money(WALLET_RECHARGE_MAX)), 'rechargeMax');
      const type = reader<WalletRechargeRequest>(fields)('type');
      ensure(
        db().config.public.recharge_type.some((t) => t.type === type && t.open === 1),
        'rechargeTypeInvalid',
      );
      const row = createRecharge(
        db(),
        user.uid,
        { amount: amount.toNumber(), type, walletId: wallet.id },
        now(),
      );
      const order: WalletRechargeOrder = {
        orderNo: row.orderNo,
        payUrl: `${CHECKOUT_PATH}?orderNo=${encodeURIComponent(row.orderNo)}&wallet_id=${wallet.id}`,
      };
      return ok(order, 'rechargeCreated');
    }),
  ),
);

const transferCalc = route(
  'POST /apiv2/Wallet/transferCalc',
  withAuth(({ user, fields }) => {
    const wallet = readWallet(user, fields.wallet_id);
    const symbol = readSymbol(fields.symbol);
    return ok(transferQuote(balanceOf(db(), wallet.id, symbol), symbol, readQuoteAmount(fields.amount)));
  }),
);

/** The receiving account: an address some account has, or a user's main account by UID; exactly one of them. */
function readReceiver(fields: Fields): WalletRow {
  const byAddress = given(fields.to_address);
  const byUid = given(fields.to_uid);
  ensure(byAddress !== byUid, 'badRequest');
  if (byAddress) {
    const address = reader<TransferRequest>(fields)('to_address').trim();
    ensure(isWalletAddress(address), 'walletAddressInvalid');
    const found = walletAt(db(), address);
    ensure(found, 'walletAddressUnknown');
    return found;
  }
  const receiver = findUser(idOf(fields.to_uid));
  ensure(receiver, 'userNotFound', CODE.notFound);
  const main = mainWalletOf(db(), receiver.uid);
  ensure(main, 'walletUserNoWallet');
  return main;
}

/** Amount + fee out of the account, the amount into the other; both log it, the receiver is told. */
const transfer = route(
  'POST /apiv2/Wallet/transfer',
  withAuth(({ user, fields }) =>
    sendOnce(user, readRequestId(fields.request_id), () => {
      const from = readWallet(user, fields.wallet_id);
      const symbol = readSymbol(fields.symbol);
      const to = readReceiver(fields);
      ensure(to.id !== from.id, 'walletSameAccount');
      const amount = readMoney(fields.amount);
      const total = amount.plus(money(TRANSFER_FEE[symbol]));
      ensure(total.lte(money(balanceOf(db(), from.id, symbol))), 'insufficientBalance');
      ensurePayPassword(user, reader<TransferRequest>(fields)('pay_password'));
      const line = transferTokens(db(), { from, to, symbol, amount, sender: user }, now());
      return ok(toLogEntry(line), 'transferSuccess');
    }),
  ),
);

/** The last 10 distinct addresses the user's accounts sent to, newest first. */
const getRecentTransferLog = route(
  'GET /apiv2/Wallet/getRecentTransferLog',
  withAuth(({ user }) => {
    const own = new Set(
      db()
        .wallets.filter((w) => w.uid === user.uid)
        .map((w) => w.id),
    );
    const seen = new Set<string>();
    const recent: RecentTransfer[] = [];
    for (const line of db()
      .walletLogs.filter((l) => own.has(l.walletId) && l.kind === 'transfer_out')
      .sort(newestFirst)) {
      if (seen.has(line.counterparty)) continue;
      seen.add(line.counterparty);
      recent.push({
        address: line.counterparty,
        symbol: line.symbol,
        amount: money(line.amount).abs().toNumber(),
        create_time: line.createTime,
      });
      if (recent.length === RECENT_MAX) break;
    }
    return ok(recent);
  }),
);

const calcWithdrawFee = route(
  'POST /apiv2/Wallet/calcWithdrawFee',
  withAuth(({ user, fields }) => {
    const wallet = readWallet(user, fields.wallet_id);
    readUsdt(fields.symbol);
    return ok(withdrawQuote(balanceOf(db(), wallet.id, 'USDT'), readQuoteAmount(fields.amount)));
  }),
);

function ensureCanWithdraw(user: UserRow, balance: number): void {
  ensure(user.withdrawAddress !== '', 'withdrawAddressMissing');
  ensure(money(balance).gt(money(WITHDRAW_ABOVE)), 'withdrawBelowThreshold');
}

/** USDT to the bound withdrawal address, only while the account holds more than 500; amount + fee ≤ balance. */
const withdraw = route(
  'POST /apiv2/Wallet/withdraw',
  withAuth(({ user, fields }) =>
    sendOnce(user, readRequestId(fields.request_id), () => {
      const wallet = readWallet(user, fields.wallet_id);
      readUsdt(fields.symbol);
      const balance = balanceOf(db(), wallet.id, 'USDT');
      ensureCanWithdraw(user, balance);
      const amount = readMoney(fields.amount);
      ensure(amount.gte(money(WITHDRAW_MIN)), 'amountBelowMin');
      const fee = withdrawFeeOf(amount);
      ensure(amount.plus(fee).lte(money(balance)), 'insufficientBalance');
      ensurePayPassword(user, reader<TransferRequest>(fields)('pay_password'));
      const line = move(
        db(),
        wallet,
        { kind: 'withdraw', symbol: 'USDT', amount: amount.neg(), fee, counterparty: user.withdrawAddress },
        now(),
      );
      return ok(toLogEntry(line), 'withdrawSuccess');
    }),
  ),
);

export const sendHandlers = [
  rechargeFee,
  recharge,
  transferCalc,
  transfer,
  getRecentTransferLog,
  calcWithdrawFee,
  withdraw,
];
