import { signIn } from '../src/api/account/account';
import type { Contract } from './contract';
import type { MoneyAccount } from './money';
import { inSession, phoneOf } from './session';
import type { SecondAccount, ServerCodes, WriteContext } from './writes/context';
import { accountWrites } from './writes/account';
import { chainWrites } from './writes/chain';
import { marketWrites } from './writes/market';
import { orderWrites } from './writes/orders';

/** The fake backend's codes (README, "Demo account"): its SMS gateway's, a welcome code, the house invitation. */
const FAKE_BACKEND_CODES: ServerCodes = { sms: '123456', redeem: 'WELCOME100', invitation: 'QC2026' };

/** What contract.run.ts reads from the environment for the flows. */
export interface WriteOptions {
  second?: SecondAccount;
  api: string;
  fakeClock: boolean;
  /** the codes the environment gives, for a real server */
  codes: ServerCodes;
  /** QC_CONTRACT_RANDOM_PHONES=1 */
  randomPhones: boolean;
}

/**
 * The context for the flows: the second account's sign-in and the fake clock when the server has them. On the
 * fake backend (the fake clock) its own codes are used and random numbers may be texted; elsewhere only what
 * the environment gives.
 */
export function writeContext(
  c: Contract,
  uid: number,
  who: MoneyAccount,
  options: WriteOptions,
): WriteContext {
  const { second, fakeClock } = options;
  const asSecond = second
    ? async <T>(steps: () => Promise<T>): Promise<T> =>
        inSession(await signIn({ ...phoneOf(second.phone), password: second.password }), steps)
    : undefined;
  const skip = fakeClock
    ? async (ms: number) => {
        const answer = await fetch(`${options.api}/__fake/skip?ms=${ms}`, { method: 'POST' });
        if (!answer.ok) throw new Error(`the fake clock did not move: ${answer.status}`);
      }
    : undefined;
  const codes = fakeClock ? FAKE_BACKEND_CODES : options.codes;
  const randomPhones = fakeClock || options.randomPhones;
  return { c, uid, who, second, asSecond, skip, codes, randomPhones };
}

/**
 * `--all`: every call that changes something, in flows that leave the account able to run them again where the
 * server allows it (a password changed is changed back). For the fake backend or a disposable staging account:
 * it buys, sells, gives, bids, binds and withdraws with small amounts. The account's own settings go last. On a
 * real server the site-wide reset (Base/clearWebset) is skipped, and so are the steps that need a code the
 * environment does not give or that text random numbers without QC_CONTRACT_RANDOM_PHONES=1.
 */
export async function everyWrite(ctx: WriteContext): Promise<void> {
  await orderWrites(ctx);
  await marketWrites(ctx);
  await chainWrites(ctx);
  await accountWrites(ctx);
}
