import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { server } from '../../src/mocks/node';
import * as endpoints from '../../src/api/endpoints';
import type { AnswerMismatch } from '../../src/api/answerMismatch';
import type { OrderCounts } from '../../src/api/account/orderCounts';

/*
 * The parts of an answer the app can do without (decision 0096), as a production build reads them: the modules
 * are loaded afresh with PROD stubbed, so their schemas take their production reading when they are made.
 */

function answer(path: string, data: unknown, calls: URL[] = []) {
  server.use(
    http.get(`*${path}`, ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json({ code: 200, msg: '', data });
    }),
  );
  return calls;
}

async function production() {
  vi.stubEnv('PROD', true);
  vi.resetModules();
  const reports: AnswerMismatch[] = [];
  (await import('../../src/api/answerMismatch')).setAnswerReporter((report) => reports.push(report));
  (await import('../../src/stores/session')).useSession.getState().signIn('tok-1', 42);
  return {
    reports,
    call: (await import('../../src/api/client')).call,
    schemas: await import('../../src/api/schemas'),
    config: await import('../../src/api/config'),
    orderCounts: await import('../../src/api/account/orderCounts'),
  };
}

/** Lets the report's chunk load, and a second report arrive if one were coming. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it('drops a row and stands in for a part, reads the rest, and reports each kind of failure of a call once', async () => {
  const { reports, call, schemas } = await production();
  const { listOf, dispensable } = schemas;
  const endpoint = endpoints.Stakes.getTotalList;
  const Row = v.object({ id: v.number(), amount: v.number() });
  const Settings = v.object({
    rows: listOf(Row, 'rows'),
    others: listOf(Row, 'others'),
    ratio: dispensable(v.number(), 0.1, 'ratio'),
    step: dispensable(v.number(), 1, 'step'),
    total: v.number(),
  });
  answer(endpoint.path, {
    rows: [
      { id: 1, amount: 2 },
      { id: 2, amount: 'a lot' },
      { id: 3, amount: 4 },
    ],
    others: null,
    ratio: 'high',
    total: 3,
  });
  await expect(call(endpoint, undefined, { answer: Settings })).resolves.toEqual({
    rows: [
      { id: 1, amount: 2 },
      { id: 3, amount: 4 },
    ],
    others: [],
    ratio: 0.1,
    step: 1,
    total: 3,
  });
  await call(endpoint, undefined, { answer: Settings });
  await settled();
  expect(reports).toHaveLength(1);
  expect(reports[0]?.call).toBe(`GET ${endpoint.path}`);
  expect(reports[0]?.message).toContain('answered parts of another shape, left out');
  expect(reports[0]?.fields).toEqual([
    'data.rows[1].amount: Invalid type: Expected number but received "a lot"',
    'data.others: not a list: null',
    'data.ratio: Invalid type: Expected number but received "high"',
    'data.step: missing',
  ]);

  // The same call failing whole later is told too: a part left out does not hide it.
  answer(endpoint.path, { rows: [], others: [], ratio: 1, step: 1, total: 'three' });
  await expect(call(endpoint, undefined, { answer: Settings, silent: true })).rejects.toMatchObject({
    code: 600011,
  });
  await settled();
  expect(reports.map((report) => report.fields)).toEqual([
    reports[0]?.fields,
    ['data.total: Invalid type: Expected number but received "three"'],
  ]);
});

it('reads the site settings without a bad banner, top-up option, area code or figure, and with no sys_config', async () => {
  const { reports, config } = await production();
  const banner = { id: 1, title: 'Sale', subtitle: '', image: '/b.png', width: 750, height: 300, link: '/' };
  answer(endpoints.Public.getConfig.path, {
    recharge_type: [{ type: 'card', name: 'Card', open: 1 }],
    recharge_options: [10, 'fifty', 100],
    redeem_options: [],
    mining_type: 1,
    winning_list: [],
    banners: [banner, { ...banner, id: 2, width: 'wide' }],
    tracker: '',
    agreement: '',
    privacy: '',
  });
  const settings = await config.getPublicConfig();
  expect(settings?.recharge_type).toHaveLength(1);
  expect(settings?.recharge_options).toEqual([10, 100]);
  expect(settings?.banners?.map((each) => each.id)).toEqual([1]);

  const region = { code: '+86', name: { en: 'China' } };
  answer(endpoints.Profile.GetDictByKeys.path, {
    sys_config: { auction_bid_ratio: '0.2', seller_open_sign: 3 },
    phone_region: [region, { code: 44 }],
  });
  const dict = await config.getDictByKeys();
  expect(dict?.sys_config).toMatchObject({ auction_bid_ratio: undefined, seller_open_sign: 3 });
  expect(dict?.phone_region).toEqual([region]);
  answer(endpoints.Profile.GetDictByKeys.path, { sys_config: null, phone_region: [region] });
  await expect(config.getDictByKeys()).resolves.toEqual({ sys_config: null, phone_region: [region] });

  await settled();
  expect(reports.map((report) => [report.call, report.fields])).toEqual([
    [
      `GET ${endpoints.Public.getConfig.path}`,
      [
        'data.recharge_options[1]: Invalid type: Expected number but received "fifty"',
        'data.banners[1].width: Invalid type: Expected number but received "wide"',
      ],
    ],
    [
      `GET ${endpoints.Profile.GetDictByKeys.path}`,
      [
        'data.sys_config.auction_bid_ratio: Invalid type: Expected number but received "0.2"',
        'data.phone_region[1].code: Invalid type: Expected string but received 44',
        'data.phone_region[1].name: Invalid key: Expected "name" but received undefined',
      ],
    ],
  ]);
});

it("counts Me's orders from one page without an order of a state the app does not know", async () => {
  const { reports, orderCounts } = await production();
  const order = { kind: 'goods', drawState: null, itemState: 'unshipped' };
  const calls = answer(endpoints.Profile.GetMyOrderList.path, {
    list: [order, { ...order, itemState: 'teleported' }],
    total: 2,
  });
  const countOrders = orderCounts.orderCountsQuery().queryFn as () => Promise<OrderCounts>;
  const counts = await countOrders();
  expect(calls).toHaveLength(1);
  expect(counts.unshipped).toEqual({ total: 1, newestKind: 'goods' });
  expect(counts.shipped.total).toBe(0);
  await settled();
  expect(reports.map((report) => report.fields[0])).toEqual([
    expect.stringMatching(/^data\.list\[1\]\.itemState: Invalid type/),
  ]);
});
