import * as endpoints from '../../src/api/endpoints';
import type { UserInfo } from '../../src/api/account/account';
import { BODY_LIMITS } from '../../src/mocks/http/limits';
import { callFake, signedRequest, signInDemo } from './signedFetch';

const P = endpoints.Profile;

// The fake backend as the browser runs it (and as these tests do): the body is already in memory, so the
// limit spares the parsing and the signature's hashing (~0.6 s a MB), not the reading.
describe('bodies over the limit, in the page’s fake backend', () => {
  it('refuses a JSON body over the limit with the 413 envelope before parsing or hashing it', async () => {
    const token = await signInDemo();
    const before = (await callFake<UserInfo>(P.GetMyProfile, {}, { token })).data.nickName;
    // A wrong signature: a body that reached the check would be hashed (seconds for 9 MB), then refused with 403.
    const signed = signedRequest(P.ModifyProfile, {}, { token, lang: 'ko_kr', sign: 'not-checked' });
    const body = JSON.stringify({ nickName: 'Renamed', note: 'x'.repeat(BODY_LIMITS.json) });

    const started = performance.now();
    const response = await fetch(signed.url, { method: 'POST', headers: signed.headers, body });
    const envelope: unknown = await response.json();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(envelope).toEqual({
      code: 413,
      msg: '너무 커서 보낼 수 없습니다. 한 번에 최대 8MB까지 보낼 수 있습니다',
      data: null,
    });
    expect((await callFake<UserInfo>(P.GetMyProfile, {}, { token })).data.nickName).toBe(before);
  });

  it('still takes a JSON body within the limit', async () => {
    const token = await signInDemo();
    const signed = signedRequest(P.ModifyProfile, { nickName: 'Renamed' }, { token });
    const body = JSON.stringify({ nickName: 'Renamed' }).padEnd(BODY_LIMITS.json, ' ');
    const response = await fetch(signed.url, { method: 'POST', headers: signed.headers, body });
    expect(await response.json()).toMatchObject({ code: 200, data: { nickName: 'Renamed' } });
  });
});
