import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import type { Goods, Issue, RankRow, Winner } from '../../src/api/draws/treasure';

/** Test-side control of the fake backend's Treasure calls: canned answers, failures and a request log. */
type TreasureCall = keyof typeof endpoints.Treasure;

const url = (call: TreasureCall) => `*${endpoints.Treasure[call].path}`;

/** Answers `call` with `data` (every time, or only the next time). */
export function answer(call: TreasureCall, data: unknown, once = false) {
  server.use(http.get(url(call), () => HttpResponse.json({ code: 200, msg: '', data }), { once }));
}

/** The next `call` fails with a server message; later ones reach the fake backend again. */
export function failOnce(call: TreasureCall, msg = 'Server busy') {
  server.use(http.get(url(call), () => HttpResponse.json({ code: 500, msg, data: null }), { once: true }));
}

/** Serves `items` a page at a time, whatever page size is asked for. */
export function servePages(call: TreasureCall, items: readonly unknown[]) {
  server.use(
    http.get(url(call), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('pageSize'));
      const start = (Number(query.get('pageIndex')) - 1) * size;
      return HttpResponse.json({
        code: 200,
        msg: '',
        data: { list: items.slice(start, start + size), total: items.length },
      });
    }),
  );
}

/** Every `call` from now on, by its query; the call still goes on to whatever answers it. */
export function recordCalls(call: TreasureCall): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(url(call), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
    }),
  );
  return seen;
}

export const goodsRow = (id: number): Goods => ({
  id,
  categoryId: 1,
  name: `Test goods ${id}`,
  thumbnail: '',
  price: 10,
  points: 0,
  originalPrice: 12,
  stock: 5,
  sales: 0,
});

export const issueRow = (id: number, kind: Issue['kind'] = 'treasure'): Issue => ({
  id,
  kind,
  goodsId: id,
  name: `Test issue ${id}`,
  thumbnail: '',
  issueNumber: `2024${id}`,
  unitPrice: 1,
  unitPoints: 0,
  totalUnits: 100,
  soldUnits: 40,
  minUnits: kind === 'crowd' ? 100 : 1,
  status: 0,
  endTime: null,
});

export const rankRow = (rank: number): RankRow => ({
  uid: 1000 + rank,
  nickName: `Ranked ${rank}`,
  avatar: '',
  rank,
  amount: 100 - rank,
  winCount: rank * 2,
});

export const winnerRow = (id: number, patch: Partial<Winner> = {}): Winner => ({
  id,
  uid: 2000 + id,
  nickName: `Winner ${id}`,
  avatar: '',
  phoneRegion: '+86',
  phoneNumber: '13800000000',
  goodsName: `Prize ${id}`,
  thumbnail: '',
  issueNumber: `9${id}`,
  winNumber: `1000${id}`,
  prizeValue: 99,
  drawTime: Date.UTC(2024, 0, 2, 3, 4),
  ...patch,
});

export const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
