import * as endpoints from '../src/api/endpoints';
import * as profile from '../src/api/account/profile';
import * as config from '../src/api/config';
import * as payment from '../src/api/payment/payment';
import * as wallet from '../src/api/wallet/wallet';
import { money } from '../src/lib/money';
import { newRequestId } from '../src/lib/requestId';
import type { Contract } from './contract';
import { holding, readMe } from './readBack';
import { CENT } from './session';

export interface MoneyAccount {
  /** the login password, which creating a payment password asks for */
  password: string;
  /** the payment password: set with it when the account has none */
  payPassword: string;
  /** a second test account's uid to transfer to (a transfer to oneself is refused by Payment/Transfer) */
  secondUid?: number;
}

/** The smallest amounts the calls take besides a cent: the top-up's minimum, an exchange's minimums. */
const TOP_UP = 10;
const BALANCE_TO_QC = 2;
const QC_TO_BALANCE = 1;

/**
 * `--write`, before the reads: the account gets what the sends ask for if it has none — a payment password,
 * then a wallet — so the wallet's reads run too. Nothing here moves money.
 */
export async function prepare(c: Contract, who: MoneyAccount): Promise<void> {
  const start = await readMe(c);
  // The field is optional: only a profile that says it has none gets one (an answer without it is not "none").
  if (start?.hasPayPassword === false) {
    await c.check(endpoints.Profile.CreatePayPassword, () =>
      profile.createPayPassword({ password: who.password, payPassword: who.payPassword }),
    );
  }
  const accounts = await c.check(endpoints.Wallet.list, () => wallet.getWalletList());
  if (accounts && accounts.length === 0) {
    await c.check(endpoints.Wallet.create, () =>
      wallet.createWallet({ name: 'Contract', pay_password: who.payPassword }),
    );
  }
}

/**
 * `--write`: the money flows on the test account with the smallest amounts — card top-ups of the balance and of
 * the wallet (their records), a USDT transfer to the second account and an exchange of the mall's units both
 * ways — each checked by reading back the records or the balances.
 */
export async function moneyFlows(c: Contract, who: MoneyAccount): Promise<void> {
  const settings = await config.getPublicConfig();
  const card = settings?.recharge_type.find((each) => each.open === 1)?.type;
  await topUp(c, card);
  await walletTopUp(c, card);
  await transfer(c, who);
  await exchange(c, who, 'balance', 'qc', BALANCE_TO_QC);
  await exchange(c, who, 'qc', 'balance', QC_TO_BALANCE);
}

const NO_CARD = 'no card top-up is open (Public/getConfig recharge_type)';

/** A card top-up of the smallest amount: its record is in the top-up list at once (paid or waiting). */
async function topUp(c: Contract, type: string | undefined) {
  const { Payment: Pay, Profile: P } = endpoints;
  if (!type) return c.skip(Pay.WebPay, NO_CARD);
  const order = await c.check(Pay.WebPay, () => payment.webPay({ amount: TOP_UP, type }));
  if (!order) return;
  const records = await c.check(P.GetRechargeList, () =>
    profile.getRechargeList({ pageIndex: 1, pageSize: 20 }),
  );
  c.expect(
    P.GetRechargeList,
    records?.list.some((each) => each.orderNo === order.orderNo) ?? false,
    `the top-up ${order.orderNo} is not in the top-up list`,
  );
}

/** The same for the wallet's USDT: a waiting record with the wallet's id. */
async function walletTopUp(c: Contract, type: string | undefined) {
  const { Wallet: W, Profile: P } = endpoints;
  if (!type) return c.skip(W.recharge, NO_CARD);
  const main = (await wallet.getWalletList())[0];
  if (!main) return c.skip(W.recharge, 'the account has no wallet');
  const body = {
    wallet_id: main.id,
    symbol: 'USDT',
    amount: TOP_UP,
    type,
    request_id: newRequestId(),
  } as const;
  const order = await c.check(W.recharge, () => wallet.walletRecharge(body));
  if (!order) return;
  const records = await c.check(P.GetRechargeList, () =>
    profile.getRechargeList({ pageIndex: 1, pageSize: 20, wallet_id: main.id }),
  );
  c.expect(
    P.GetRechargeList,
    records?.list.some((each) => each.orderNo === order.orderNo && each.wallet_id === main.id) ?? false,
    `the wallet top-up ${order.orderNo} is not in the wallet's top-up list`,
  );
}

/** A USDT cent to the second account: the answer's balance and the profile read back are a cent lower. */
async function transfer(c: Contract, who: MoneyAccount) {
  const Pay = endpoints.Payment;
  if (!who.secondUid) return c.skip(Pay.Transfer, 'no second test account (QC_CONTRACT_SECOND_UID)');
  const before = holding(await readMe(c), 'usdtBalance');
  if (before.lt(CENT)) return c.skip(Pay.Transfer, 'the account holds no USDT to send');
  const receiverId = who.secondUid;
  const sent = await c.check(Pay.Transfer, () =>
    payment.transfer({ receiverId, amount: CENT, payPassword: who.payPassword }),
  );
  if (!sent) return;
  const expected = before.minus(CENT);
  c.expect(Pay.Transfer, expected.eq(sent.usdtBalance), `usdtBalance ${sent.usdtBalance}, not ${expected}`);
  const after = holding(await readMe(c), 'usdtBalance');
  c.expect(Pay.Transfer, after.eq(expected), `usdtBalance read back ${after}, not ${expected}`);
}

const HOLDING_OF = { balance: 'balance', qc: 'qcBalance' } as const;

/**
 * The mall's units exchanged: the record is of the amount sent and something arrived; what left and what
 * arrived are the record's, read back on the profile.
 */
async function exchange(
  c: Contract,
  who: MoneyAccount,
  from: keyof typeof HOLDING_OF,
  to: keyof typeof HOLDING_OF,
  amount: number,
) {
  const W = endpoints.Wallet;
  const before = await readMe(c);
  if (holding(before, HOLDING_OF[from]).lt(amount))
    return c.skip(W.exchange, `the account holds under ${amount} ${from}`);
  const record = await c.check(W.exchange, () =>
    wallet.exchangeToken({ from, to, amount, pay_password: who.payPassword, request_id: newRequestId() }),
  );
  if (!record) return;
  c.expect(
    W.exchange,
    money(amount).eq(record.amount),
    `the record's amount is ${record.amount}, not ${amount}`,
  );
  c.expect(W.exchange, money(record.received).gt(0), `the record says ${record.received} ${to} arrived`);
  const after = await readMe(c);
  const left = holding(before, HOLDING_OF[from]).minus(holding(after, HOLDING_OF[from]));
  const arrived = holding(after, HOLDING_OF[to]).minus(holding(before, HOLDING_OF[to]));
  c.expect(
    W.exchange,
    left.eq(record.amount),
    `${from} went down by ${left}, the record says ${record.amount}`,
  );
  c.expect(
    W.exchange,
    arrived.eq(record.received),
    `${to} went up by ${arrived}, the record says ${record.received}`,
  );
}
