import * as endpoints from '../../src/api/endpoints';
import { computeSign, signUrl } from '../../src/lib/sign';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { callsHandler, ok, route } from '../../src/mocks/http/route';
import { withFrozenClock } from './setupLocal';
import { callFake, ORIGIN, signedRequest, signInDemo } from './signedFetch';

withFrozenClock();

const newUser = {
  phoneRegion: '+86',
  phoneNumber: '13700000009',
  code: '123456',
  password: 'Secret123',
  inviteCode: 'QC2026',
};

describe('fake backend: signature and session', () => {
  it('rejects a wrong signature with 403 in the request language and changes nothing', async () => {
    await callFake(endpoints.Profile.SendCode, { ...newUser, type: 'register' });
    const before = JSON.stringify(db());
    const reply = await callFake(endpoints.Profile.SignUp, newUser, {
      sign: 'not-a-signature',
      lang: 'zh_cn',
    });
    expect(reply).toEqual({ code: 403, msg: '验证失败', data: null });
    expect(JSON.stringify(db())).toBe(before);
  });

  it('rejects a missing signature', async () => {
    const reply = await callFake(endpoints.Public.getConfig, {}, { sign: null, lang: 'ru_ru' });
    expect(reply).toEqual({ code: 403, msg: 'Ошибка проверки', data: null });
  });

  it('rejects a request whose payload changed after signing', async () => {
    const url = `${ORIGIN}${endpoints.Profile.GetDictByKeys.path}`;
    const timestamp = String(Math.floor(clock.now() / 1000));
    const base = { appid: 'qc-mall-h5', nonce: '10000', timestamp, os: 'h5', token: '', lang: 'en_us' };
    const sign = computeSign({ ...base, url: signUrl(url) }, { keys: 'sys_config' });
    const honest = await fetch(`${url}?keys=sys_config`, { headers: { ...base, sign } });
    expect(((await honest.json()) as { code: number }).code).toBe(200);
    const altered = await fetch(`${url}?keys=phone_region`, { headers: { ...base, sign, nonce: '2' } });
    expect(((await altered.json()) as { code: number }).code).toBe(403);
  });

  it('answers -2000 "please log in" without a token or with an unknown one', async () => {
    expect(await callFake(endpoints.Profile.GetMyProfile)).toEqual({
      code: -2000,
      msg: 'Please log in',
      data: null,
    });
    const unknown = await callFake(endpoints.Profile.GetMyProfile, {}, { token: 'forged', lang: 'ja_jp' });
    expect(unknown).toEqual({ code: -2000, msg: 'ログインしてください', data: null });
  });

  it('falls back to English for an unknown language', async () => {
    const reply = await callFake(endpoints.Profile.GetMyProfile, {}, { lang: 'xx' as never });
    expect(reply.msg).toBe('Please log in');
  });

  it('answers a handler that throws with a 500 envelope and rolls its changes back', async () => {
    const token = await signInDemo();
    const before = JSON.stringify(db());
    server.use(
      callsHandler([
        route('POST /api/Base/clearSign', () => {
          db().users.length = 0;
          throw new Error('boom');
        }),
      ]),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reply = await callFake(endpoints.Base.clearSign, {}, { token, lang: 'pt_br' });
    expect(reply).toEqual({
      code: 500,
      msg: 'O servidor está ocupado, tente novamente mais tarde',
      data: null,
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(JSON.stringify(db())).toBe(before);
  });

  it('answers malformed JSON with "invalid request"', async () => {
    const url = `${ORIGIN}${endpoints.Profile.SignIn.path}`;
    const response = await fetch(url, {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await response.json()).toEqual({ code: 400, msg: 'Invalid request', data: null });
  });
});

describe('route table of the fake backend', () => {
  it('answers a call under any path prefix, and hands a request of no call on to the next handler', async () => {
    const before = vi.fn(() => Promise.resolve());
    const clearSign = vi.fn(() => ok(null));
    server.use(callsHandler([route('POST /api/Base/clearSign', clearSign)], { before }));
    const prefixed = await fetch(signedRequest(endpoints.Public.getConfig, {}, {}, `${ORIGIN}/mall`));
    expect(await prefixed.json()).toMatchObject({ code: 200, msg: 'Success' });
    // The handler above has no getConfig: the request went on to the fake backend's own.
    expect(before).not.toHaveBeenCalled();
    await callFake(endpoints.Base.clearSign, {}, { token: await signInDemo() });
    expect(before).toHaveBeenCalledTimes(1);
    expect(clearSign).toHaveBeenCalledTimes(1);
  });

  it('refuses a route the client does not have', () => {
    expect(() => route('GET /api/Nowhere/call', () => ok(null))).toThrow('not in the endpoint table');
  });
});
