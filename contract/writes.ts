import { signIn } from '../src/api/account/account';
import type { Contract } from './contract';
import type { MoneyAccount } from './money';
import { inSession, phoneOf } from './session';
import type { SecondAccount, WriteContext } from './writes/context';
import { accountWrites } from './writes/account';
import { chainWrites } from './writes/chain';
import { marketWrites } from './writes/market';
import { orderWrites } from './writes/orders';

/** The context for the flows: the second account's sign-in and the fake clock when the server has them. */
export function writeContext(
  c: Contract,
  uid: number,
  who: MoneyAccount,
  options: { second?: SecondAccount; api: string; fakeClock: boolean },
): WriteContext {
  const { second } = options;
  const asSecond = second
    ? async <T>(steps: () => Promise<T>): Promise<T> =>
        inSession(await signIn({ ...phoneOf(second.phone), password: second.password }), steps)
    : undefined;
  const skip = options.fakeClock
    ? async (ms: number) => {
        const answer = await fetch(`${options.api}/__fake/skip?ms=${ms}`, { method: 'POST' });
        if (!answer.ok) throw new Error(`the fake clock did not move: ${answer.status}`);
      }
    : undefined;
  return { c, uid, who, second, asSecond, skip };
}

/**
 * `--all`: every call that changes something, in flows that leave the account able to run them again where the
 * server allows it (a password changed is changed back). For the fake backend or a disposable staging account:
 * it buys, sells, gives, bids, binds and withdraws with small amounts. The account's own settings go last.
 */
export async function everyWrite(ctx: WriteContext): Promise<void> {
  await orderWrites(ctx);
  await marketWrites(ctx);
  await chainWrites(ctx);
  await accountWrites(ctx);
}
