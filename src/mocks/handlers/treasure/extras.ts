import type { Balances } from '../../../api/shared';
import type { MarkQuery } from '../../../api/draws/treasure';
import { now } from '../../clock';
import { db, nextId } from '../../db';
import { recordRedemption } from '../profile/db/redeems';
import { inviterOf } from '../../db/users';
import { idOf } from '../../rules/input';
import { earn, spend } from '../../rules/payments';
import { CODE, ensure, ok, reader, route, withAuth } from '../../http/route';

export const MARK_FIELD_MAX = 64;
/** Oldest marks are dropped past this, like page visits, to keep the saved state small. */
export const MAX_STORED_MARKS = 2_000;

/** Where a visitor came from; guests too. The client calls it silently, so it only refuses junk. */
const setMark = route('GET /api/Treasure/SetMark', ({ fields, user }) => {
  const read = reader<MarkQuery>(fields);
  const r = read('r').trim();
  const channel = read('channel').trim();
  ensure(r !== '' || channel !== '', 'markInvalid');
  ensure(r.length <= MARK_FIELD_MAX && channel.length <= MARK_FIELD_MAX, 'markInvalid');
  const state = db();
  state.marks.push({
    id: nextId('mark'),
    uid: user?.uid ?? null,
    r,
    channel,
    inviterUid: r === '' ? null : (inviterOf(r) ?? null),
    createTime: now(),
  });
  state.marks = state.marks.slice(-MAX_STORED_MARKS);
  return ok(null);
});

/** Spends a redeem_options entry's points for what it credits; recorded for Profile/GetRedeemList. */
const redeemPoints = route(
  'GET /api/Treasure/RedeemPoints',
  withAuth(({ user, fields }) => {
    const { config } = db();
    const id = idOf(fields.id);
    const option = config.public.redeem_options.find((o) => o.id === id);
    const reward = config.redeemRewards.find((r) => r.optionId === id);
    ensure(option && reward, 'redeemOptionNotFound', CODE.notFound);
    const why = { title: 'pointsRedeemed', params: { option: option.name } } as const;
    spend(user, 'points', option.points, why);
    earn(user, reward.asset, reward.amount, why);
    const { asset, amount } = reward;
    const redemption = {
      uid: user.uid,
      source: 'points',
      title: option.name,
      asset,
      amount,
      cost: option.points,
    } as const;
    recordRedemption(db(), redemption, now());
    const balances: Balances = { balance: user.balance, integral: user.integral };
    return ok(balances, 'redeemSuccess');
  }),
);

export const extraHandlers = [setMark, redeemPoints];
