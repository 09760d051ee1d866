import { http, HttpResponse } from 'msw';
import { signIn } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import {
  getCrowdList,
  getGoodsList,
  getTreasureList,
  type Goods,
  type Issue,
  type IssueDetail,
} from '../../src/api/draws/treasure';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { freshOnServer } from '../network';

/** Signs in the demo account through the real call, as the app does. */
export async function signInDemo() {
  const grant = await signIn({ phoneRegion: '+86', phoneNumber: '13800000000', password: 'Demo1234' });
  useSession.getState().signIn(grant.token, grant.userInfo.uid);
  return grant;
}

const FIRST_PAGE = { pageIndex: 1, pageSize: 100 };

/** An issue of the seed now on sale that fits the test. */
export async function issueOnSale(kind: 'treasure' | 'crowd', fits: (issue: Issue) => boolean = () => true) {
  const list = kind === 'crowd' ? getCrowdList : getTreasureList;
  const { list: issues } = await list({ ...FIRST_PAGE, status: 0 });
  const issue = issues.find((candidate) => candidate.status === 0 && fits(candidate));
  if (!issue) throw new Error(`the seed has no ${kind} issue on sale that fits`);
  return issue;
}

export async function goodsInStock(fits: (goods: Goods) => boolean = () => true) {
  const { list } = await getGoodsList(FIRST_PAGE);
  const goods = list.find((candidate) => candidate.stock > 0 && fits(candidate));
  if (!goods) throw new Error('the seed has no goods in stock that fits');
  return goods;
}

export const left = (issue: Pick<Issue, 'totalUnits' | 'soldUnits'>) => issue.totalUnits - issue.soldUnits;

/** An issue in a state the seed may not hold, for server.use overrides. */
export function issueDetail(over: Partial<IssueDetail> = {}): IssueDetail {
  return {
    id: 9001,
    kind: 'treasure',
    goodsId: 9001,
    name: 'Test Watch',
    thumbnail: '',
    issueNumber: '20250042',
    unitPrice: 1,
    unitPoints: 0,
    totalUnits: 100,
    soldUnits: 40,
    minUnits: 1,
    status: 0,
    endTime: null,
    images: [],
    describe: '<p>A watch</p>',
    prizeValue: 100,
    originalPrice: 129,
    participants: 12,
    myUnits: 0,
    myNumbers: [],
    result: null,
    ...over,
  };
}

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });

/** GetTreasureInfo answers with `detail` (or fails with `code`). */
export function serveIssue(detail: IssueDetail | null, code = 200, msg = 'success') {
  server.use(http.get(`*${endpoints.Treasure.GetTreasureInfo.path}`, () => envelope(detail, code, msg)));
}

/** Counts the requests that reach `path`, handled or not; `stop()` removes the listener. */
export function countRequests(path: string) {
  const seen = { count: 0, stop: () => server.events.removeListener('request:start', listener) };
  const listener = ({ request }: { request: Request }) => {
    if (!freshOnServer(request)) return;
    if (new URL(request.url).pathname === path) seen.count += 1;
  };
  server.events.on('request:start', listener);
  return seen;
}
