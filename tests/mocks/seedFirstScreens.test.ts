import * as endpoints from '../../src/api/endpoints';
import type { LangValue } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { resetDb } from '../../src/mocks/db';
import { dayStart } from '../../src/mocks/db/calendar';
import { hours } from '../../src/mocks/db/seedClock';
import { AWKWARD_NAME } from '../../src/mocks/db/seed';
import { T0 } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';

/**
 * The awkward seeded strings (markup, the 80-character name) stay for the tests that need them, but never in the
 * first rows of a first screen (decision 0049): a shopper opening the demo sees a shop. Seeded at several times of
 * a server day, as the seed counts back from the clock's now (decision 0019).
 */
const SEEDED_AT = [0.1, 6, 12, 18, 23.9].map((h) => dayStart(T0) + hours(h));

const MARKUP = /<[a-z/!]/i;
/** What no first row may show: markup anywhere, the awkward account, a name too long for a card. */
const awkwardText = (text: string) => MARKUP.test(text) || text.includes(AWKWARD_NAME);
const awkwardName = (name: string) => awkwardText(name) || name.length > 40;
const hostileHtml = (html: string) => /<script|<img|onerror/i.test(html);

const E = endpoints;
type Row = Record<string, unknown>;
/** A first screen's list: where it is read, with what, how many rows show first, and which fields they show. */
interface FirstRows {
  screen: string;
  endpoint: endpoints.Endpoint;
  query: Row;
  rows: number;
  names: string[];
  texts?: string[];
  /** server HTML (shown through DOMPurify): no markup that would be taken out */
  html?: string[];
  /** a ranking of today may have nobody yet just after the server day began */
  mayBeEmpty?: boolean;
}

const first = { pageIndex: 1, pageSize: 10 };
const ranking = (screen: string, endpoint: endpoints.Endpoint): FirstRows[] =>
  (['today', '7day', 'history'] as const).map((type) => ({
    screen: `${screen} (${type})`,
    endpoint,
    query: { ...first, type },
    rows: 5,
    names: ['nickName', 'nick_name'],
    mayBeEmpty: type === 'today',
  }));

const FIRST_SCREENS: FirstRows[] = [
  {
    screen: 'home ticker',
    endpoint: E.Treasure.GetScrollList,
    query: {},
    rows: 20,
    names: ['nickName', 'goodsName'],
  },
  { screen: 'home store', endpoint: E.Treasure.GetGoodsList, query: first, rows: 4, names: ['name'] },
  {
    screen: 'home prize boxes',
    endpoint: E.Treasure.GetTreasureList,
    query: { ...first, status: 0 },
    rows: 4,
    names: ['name'],
  },
  {
    screen: 'home crowdfunding',
    endpoint: E.Treasure.GetCrowdList,
    query: { ...first, status: 0 },
    rows: 4,
    names: ['name'],
  },
  {
    screen: 'winners',
    endpoint: E.Treasure.GetWinnerList,
    query: first,
    rows: 5,
    names: ['nickName', 'goodsName'],
  },
  ...ranking('prize box ranking', E.Treasure.GetLotteryRank),
  ...ranking('crowdfunding ranking', E.Treasure.GetCrowdRank),
  ...ranking('device ranking', E.Device.rank),
  ...ranking('mining ranking', E.Mining.rank),
  ...ranking('issuance ranking', E.Wallet.zengfaRank),
  {
    screen: 'daily tasks',
    endpoint: E.Task.list,
    query: { ...first, type: 'daily' },
    rows: 4,
    names: [],
    texts: ['title', 'describe'],
  },
  {
    screen: 'promotion tasks',
    endpoint: E.Task.list,
    query: { ...first, type: 'promotion' },
    rows: 3,
    names: [],
    texts: ['title', 'describe'],
  },
  {
    screen: 'market',
    endpoint: E.Goods.list,
    query: { page: 1, pageSize: 20 },
    rows: 4,
    names: ['name', 'seller_name'],
  },
  {
    screen: 'auctions',
    endpoint: E.Auction.list,
    query: first,
    rows: 4,
    names: ['name', 'nick_name'],
    html: ['describe'],
  },
  {
    screen: 'system messages',
    endpoint: E.Message.GetMyNoticeList,
    query: first,
    rows: 5,
    names: [],
    texts: ['title', 'content'],
  },
  {
    screen: 'gift messages',
    endpoint: E.Message.GetGiftsList,
    query: first,
    rows: 5,
    names: ['title', 'senderName'],
  },
];

/** Each row's shown fields that are awkward, as `screen: field = text`. */
async function awkwardOn(list: FirstRows, token: string, lang: LangValue): Promise<string[]> {
  const { data } = await callFake<Row[] | { list: Row[] }>(list.endpoint, list.query, { token, lang });
  const rows = (Array.isArray(data) ? data : data.list).slice(0, list.rows);
  if (rows.length === 0 && !list.mayBeEmpty) return [`${list.screen}: no rows`];
  const checks: [string[] | undefined, (text: string) => boolean][] = [
    [list.names, awkwardName],
    [list.texts, awkwardText],
    [list.html, hostileHtml],
  ];
  return rows.flatMap((row) =>
    checks.flatMap(([fields = [], isAwkward]) =>
      fields.flatMap((field) => {
        const text = row[field];
        return typeof text === 'string' && isAwkward(text) ? [`${list.screen}: ${field} = ${text}`] : [];
      }),
    ),
  );
}

describe('fake backend: the first rows of the first screens', () => {
  it.each(SEEDED_AT.map((time) => [new Date(time).toISOString(), time]))(
    'hold no markup nor the awkward name when seeded at %s',
    async (_when, time) => {
      clock.setNow(time);
      resetDb();
      const token = await signInDemo();
      for (const lang of ['en_us', 'ru_ru'] as const) {
        const found = (await Promise.all(FIRST_SCREENS.map((list) => awkwardOn(list, token, lang)))).flat();
        expect(found).toEqual([]);
      }
      const task = (await callFake<{ task: { describe: string } }>(E.Profile.GetMyProfile, {}, { token }))
        .data.task;
      expect(awkwardText(task.describe)).toBe(false);
    },
  );
});
