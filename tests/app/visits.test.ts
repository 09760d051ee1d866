import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import * as endpoints from '../../src/api/endpoints';
import { recordVisit, resetVisits, startVisitTracking } from '../../src/app/visits';

describe('page visits', () => {
  afterEach(() => resetVisits());

  it('records each page show and sends them in one batch to Base/subscribeLog', async () => {
    const batches: unknown[] = [];
    server.use(
      http.post(`*${endpoints.Base.subscribeLog.path}`, async ({ request }) => {
        batches.push(await request.json());
        return HttpResponse.json({ code: 200, data: null });
      }),
    );
    startVisitTracking();
    recordVisit('/pages/index/index', 1_000);
    recordVisit('/pages/index/index', 1_500);
    recordVisit('/pages/my/index', 2_000);
    recordVisit('/pages/login/index', 3_000);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const { logs } = batches[0] as { logs: { path: string; enterAt: number; leaveAt: number }[] };
    expect(logs.slice(0, 2)).toEqual([
      { path: '/pages/index/index', enterAt: 1_000, leaveAt: 2_000 },
      { path: '/pages/my/index', enterAt: 2_000, leaveAt: 3_000 },
    ]);
    expect(logs[2]?.path).toBe('/pages/login/index');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
