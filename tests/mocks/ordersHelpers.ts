import * as endpoints from '../../src/api/endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import type { Envelope, LangValue } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { GiftRow, OrderRow, UserRow } from '../../src/mocks/db/schema';
import { DEMO } from '../../src/mocks/db/seed';
import { callFake, signInAs } from './signedFetch';

export const O = endpoints.UserOrders;
export const P = endpoints.Profile;
export const M = endpoints.Message;

/** Seeded users by their place in the seed (src/mocks/db/seedUsers.ts); all sign in with the demo password. */
export const USERS = {
  demo: 0,
  /** holds a shipped watch */
  oliver: 1,
  /** gave the demo two bags of coffee */
  wang: 2,
  /** moved to an address the review rejected */
  emily: 3,
  /** sent the demo 88.8 balance */
  joao: 4,
} as const;

export function userAt(index: number): UserRow {
  const user = db().users[index];
  if (!user) throw new Error(`no seeded user ${index}`);
  return user;
}

export const signInAt = (index: number) => {
  const user = userAt(index);
  return signInAs(user.phoneRegion, user.phoneNumber, DEMO.password);
};

/** Rows are looked up afresh each time: a refused request puts back the state as it was before it. */
export function orderRow(id: number): OrderRow {
  const order = db().orders.find((o) => o.id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
}

export function orderOf(index: number, match: (o: OrderRow) => boolean): OrderRow {
  const order = db().orders.find((o) => o.uid === userAt(index).uid && match(o));
  if (!order) throw new Error(`no such order of user ${index}`);
  return order;
}

export function giftsTo(index: number): GiftRow[] {
  return db().gifts.filter((g) => g.receiverUid === userAt(index).uid);
}

/** The demo's seeded orders. */
export const demoRice = () => orderOf(USERS.demo, (o) => o.kind === 'goods' && o.itemState === 'unshipped');
export const demoRobot = () => orderOf(USERS.demo, (o) => o.kind === 'goods' && o.itemState === 'received');
export const demoVoucher = () => orderOf(USERS.demo, (o) => o.drawState === 'won');
export const demoLost = () => orderOf(USERS.demo, (o) => o.drawState === 'lost');
export const demoPending = () => orderOf(USERS.demo, (o) => o.drawState === 'pending');

/** Sends one call as the token's user. */
export const send = <T = unknown>(
  endpoint: Endpoint,
  token: string,
  payload: Record<string, unknown> = {},
  lang?: LangValue,
): Promise<Envelope<T>> => callFake<T>(endpoint, payload, lang ? { token, lang } : { token });

export const latestNotice = (index: number) =>
  db()
    .notices.filter((n) => n.uid === userAt(index).uid)
    .at(-1);
