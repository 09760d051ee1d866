import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import type { Endpoint } from '../../src/api/endpoints';
import { getGiftsList, type Gift } from '../../src/api/messages/message';
import {
  getCrowdOrderList,
  getGoodsOrderList,
  getTreasureOrderList,
  type Order,
} from '../../src/api/orders/orders';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { signInDemo } from './detailsFixtures';
import { freshOnServer } from '../network';

export { signInDemo };

export const O = endpoints.UserOrders;
export const DEMO_PASSWORD = 'Demo1234';

const ALL = { pageIndex: 1, pageSize: 100 };

/** The signed-in user's orders of every listed kind and their gifts, read through the real calls. */
export async function holdings() {
  const [goods, treasure, crowd, gifts] = await Promise.all([
    getGoodsOrderList(ALL),
    getTreasureOrderList(ALL),
    getCrowdOrderList(ALL),
    getGiftsList(ALL),
  ]);
  const find = (list: Order[], match: (o: Order) => boolean, what: string) => {
    const order = list.find(match);
    if (!order) throw new Error(`the seed has no ${what}`);
    return order;
  };
  const gift = (match: (g: Gift) => boolean, what: string) => {
    const found = gifts.list.find(match);
    if (!found) throw new Error(`the seed has no ${what}`);
    return found;
  };
  return {
    goods: goods.list,
    treasure: treasure.list,
    crowd: crowd.list,
    rice: () => find(goods.list, (o) => o.itemState === 'unshipped', 'unshipped goods order'),
    robot: () => find(goods.list, (o) => o.itemState === 'received', 'received goods order'),
    voucher: () => find(treasure.list, (o) => o.drawState === 'won', 'won draw'),
    lost: () => find(treasure.list, (o) => o.drawState === 'lost', 'lost draw'),
    coffee: () => gift((g) => g.status === 0 && g.kind === 'goods', 'unclaimed item gift'),
    money: () => gift((g) => g.status === 0 && g.kind === 'balance', 'unclaimed balance gift'),
  };
}

/** The demo, signed in, and what they hold. */
export async function demo() {
  const grant = await signInDemo();
  return { grant, ...(await holdings()) };
}

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

/** The query of every request to `endpoint` from now on (the request still reaches the fake backend). */
export function recordQueries(endpoint: Endpoint): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!freshOnServer(request)) return;
    const url = new URL(request.url);
    if (url.pathname === endpoint.path) seen.push(url.searchParams);
  });
  return seen;
}

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });

/** `endpoint` answers with `data` (or fails with `code`) from now on. */
export function serve(endpoint: Endpoint, data: unknown, code = 200, msg = 'success') {
  const handler = endpoint.method === 'GET' ? http.get : http.post;
  server.use(handler(`*${endpoint.path}`, () => envelope(data, code, msg)));
}

export const someOtherUser = async () => {
  const { getUserById } = await import('../../src/api/account/account');
  const me = useSession.getState().uid;
  return getUserById(me + 1);
};
