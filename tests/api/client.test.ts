import { http, HttpResponse, delay } from 'msw';
import { screen } from '@testing-library/react';
import { server } from '../../src/mocks/node';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../../src/api/client';
import { sendUnread } from './sendUnread';
import * as endpoints from '../../src/api/endpoints';
import { computeSign } from '../../src/lib/sign';
import { ABORTED, ApiError, NETWORK_ERROR, OFFLINE, TRANSFER_FAILED } from '../../src/lib/errors';
import { pageLoad, registerNavigate } from '../../src/lib/navigation';
import { useSession } from '../../src/stores/session';
import { useSettings } from '../../src/stores/settings';

const list = endpoints.Treasure.GetGoodsList;
const buy = endpoints.Treasure.BuyTreasure;

function answer(method: 'get' | 'post', path: string, body: unknown, status = 200) {
  server.use(http[method](`*${path}`, () => HttpResponse.json(body as object, { status })));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/pages/index/details?id=7');
  useSession.getState().signIn('tok-1', 42);
});

describe('headers and signature', () => {
  it('sends every header and a signature the server can verify', async () => {
    let seen: Request | undefined;
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`*${buy.path}`, async ({ request }) => {
        seen = request.clone();
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ code: 200, msg: '', data: { ok: true } });
      }),
    );
    useSettings.getState().setLang('ja_jp');
    await expect(sendUnread(buy, { goodsId: 12, count: 3, remark: '生日快乐' })).resolves.toEqual({
      ok: true,
    });
    const h = seen!.headers;
    expect(h.get('cache-control')).toBe('no-cache');
    expect(h.get('content-type')).toContain('application/json');
    expect(h.get('channel')).toBe('h5');
    expect(h.get('os')).toBe('h5');
    expect(h.get('appid')).toBe('qc-mall-h5');
    expect(h.get('version')).toBe('20');
    expect(h.get('token')).toBe('tok-1');
    expect(h.get('lang')).toBe('ja_jp');
    const nonce = Number(h.get('nonce'));
    expect(Number.isInteger(nonce) && nonce >= 0 && nonce <= 10000).toBe(true);
    expect(Math.abs(Number(h.get('timestamp')) - Date.now() / 1000)).toBeLessThan(5);
    const url = new URL(seen!.url);
    const expected = computeSign(
      {
        appid: h.get('appid')!,
        nonce: h.get('nonce')!,
        timestamp: h.get('timestamp')!,
        os: 'h5',
        token: 'tok-1',
        lang: 'ja_jp',
        url: `${url.host}${url.pathname}`,
      },
      body,
    );
    expect(h.get('sign')).toBe(expected);
  });

  it('sends an empty token for guests and signs GET query values', async () => {
    useSession.getState().logout();
    let seen: Request | undefined;
    server.use(
      http.get(`*${list.path}`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 200, data: { list: [], total: 0 } });
      }),
    );
    await sendUnread(list, { pageIndex: 1, pageSize: 20, skip: undefined });
    const url = new URL(seen!.url);
    expect(url.search).toBe('?pageIndex=1&pageSize=20');
    expect(seen!.headers.get('token')).toBe('');
    const h = seen!.headers;
    expect(h.get('sign')).toBe(
      computeSign(
        {
          appid: 'qc-mall-h5',
          nonce: h.get('nonce')!,
          timestamp: h.get('timestamp')!,
          os: 'h5',
          token: '',
          lang: h.get('lang')!,
          url: `${url.host}${url.pathname}`,
        },
        { pageIndex: '1', pageSize: '20' },
      ),
    );
  });

  it('uses 100 s for calls and 60 s for uploads', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(100_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(60_000);
  });

  it('gives up sooner where the caller asks, as a network failure the caller can handle', async () => {
    server.use(http.get(`*${list.path}`, () => delay('infinite')));
    const started = Date.now();
    const error = await rejection(sendUnread(list, undefined, { timeout: 200, silent: true }));
    expect(error).toMatchObject({ code: NETWORK_ERROR });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('envelope', () => {
  it('resolves data for code 200 and 204, including null', async () => {
    answer('get', list.path, { code: 204, msg: '', data: null });
    await expect(sendUnread(list)).resolves.toBeNull();
  });

  it('toasts the message once and rejects with an ApiError the caller can handle', async () => {
    answer('post', buy.path, { code: 1002, msg: 'Insufficient balance', data: { need: 5 } });
    const error = await rejection(sendUnread(buy, { goodsId: 1 }));
    expect(error).toMatchObject({ code: 1002, msg: 'Insufficient balance', data: { need: 5 } });
    expect(await screen.findAllByText('Insufficient balance')).toHaveLength(1);
  });

  it('stays quiet when the caller asks to show the error itself', async () => {
    answer('post', buy.path, { code: 1002, msg: 'Quiet failure', data: null });
    await rejection(sendUnread(buy, {}, { silent: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Quiet failure')).toBeNull();
  });

  it('treats a non-JSON answer as a connection failure (code 5)', async () => {
    server.use(http.get(`*${list.path}`, () => new HttpResponse('<html>502</html>', { status: 502 })));
    expect((await rejection(sendUnread(list))).code).toBe(NETWORK_ERROR);
  });

  it('rejects a dropped connection with code 5', async () => {
    server.use(http.get(`*${list.path}`, () => HttpResponse.error()));
    expect((await rejection(sendUnread(list))).code).toBe(NETWORK_ERROR);
  });

  it('rejects an aborted call with code 600003 and no toast', async () => {
    server.use(
      http.get(`*${list.path}`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, data: null });
      }),
    );
    const controller = new AbortController();
    const pending = sendUnread(list, {}, { signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).code).toBe(ABORTED);
  });

  it('rejects a failed upload with code 602001', async () => {
    server.use(http.post(`*${endpoints.Profile.Upload.path}`, () => HttpResponse.error()));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    expect((await rejection(sendUnread(endpoints.Profile.Upload, form))).code).toBe(TRANSFER_FAILED);
  });
});

describe('offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends nothing that changes anything while the browser is offline, and says so; reads still go', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent: string[] = [];
    server.use(
      http.post(`*${buy.path}`, () => {
        sent.push('buy');
        return HttpResponse.json({ code: 200, msg: '', data: null });
      }),
    );
    const error = await rejection(sendUnread(buy, { goodsId: 1 }));
    expect(error.code).toBe(OFFLINE);
    expect(await screen.findAllByText(/You are offline\. Nothing was sent/)).toHaveLength(1);
    expect(sent).toEqual([]);
    answer('get', list.path, { code: 200, msg: '', data: { list: [], total: 0 } });
    await expect(sendUnread(list)).resolves.toEqual({ list: [], total: 0 });
  });
});

describe('session rules', () => {
  it('code -2000 replaces the page with login, carrying the current route, and logs out', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    answer('get', list.path, { code: -2000, msg: 'Please log in', data: null });
    expect((await rejection(sendUnread(list))).code).toBe(-2000);
    expect(navigate).toHaveBeenCalledWith('/pages/login/index?route=%2Fpages%2Findex%2Fdetails%3Fid%3D7', {
      replace: true,
    });
    expect(useSession.getState()).toMatchObject({ token: '', uid: 0 });
    registerNavigate(null);
  });

  it('code -2000 on the login page itself does not navigate again', async () => {
    window.history.replaceState(null, '', '/pages/login/index?route=%2Fx');
    const navigate = vi.fn();
    registerNavigate(navigate);
    answer('get', list.path, { code: -2000, msg: '', data: null });
    await rejection(sendUnread(list));
    expect(navigate).not.toHaveBeenCalled();
    registerNavigate(null);
  });

  it('code 401 reloads the app on the login page', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    answer('get', list.path, { code: 401, msg: 'expired', data: null });
    expect((await rejection(sendUnread(list))).code).toBe(401);
    expect(assign).toHaveBeenCalledWith('/pages/login/index');
    expect(useSession.getState().token).toBe('');
  });

  it('HTTP 401 toasts PleaseLogIn, goes to login with the route and rejects', async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    answer('get', list.path, { message: 'unauthorised' }, 401);
    expect((await rejection(sendUnread(list))).code).toBe(401);
    expect(await screen.findByText('Please log in first')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/pages/login/index?route='), {
      replace: true,
    });
    registerNavigate(null);
  });
});
