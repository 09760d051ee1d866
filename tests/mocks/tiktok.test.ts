import type { InviteQrcode, SessionGrant, TiktokUri } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { OAUTH_CODE_TTL_MS } from '../../src/mocks/db/codes';
import { withFrozenClock } from './setupLocal';
import { callFake, ORIGIN } from './signedFetch';

withFrozenClock();

async function authorize(redirect = `${ORIGIN}/pages/login/tiktok`) {
  const reply = await callFake<TiktokUri>(endpoints.Profile.GetTiktokUri, { redirect });
  expect(reply.code).toBe(200);
  const uri = new URL(reply.data.uri);
  return { uri, code: uri.searchParams.get('code') ?? '', state: uri.searchParams.get('state') ?? '' };
}

describe('fake backend: TikTok sign-in', () => {
  it('points back at the app callback page with a one-time code and state', async () => {
    const { uri, code, state } = await authorize(`${ORIGIN}/pages/login/tiktok?route=%2Fpages%2Fmy%2Findex`);
    expect(uri.origin).toBe(ORIGIN);
    expect(uri.pathname).toBe('/pages/login/tiktok');
    expect(uri.searchParams.get('route')).toBe('/pages/my/index');
    expect(code).not.toBe('');
    expect(state).not.toBe('');
  });

  it("echoes the client's own state, as an OAuth provider does", async () => {
    const reply = await callFake<TiktokUri>(endpoints.Profile.GetTiktokUri, {
      redirect: '/pages/login/tiktok',
      state: 'client-state-1',
    });
    const uri = new URL(reply.data.uri);
    expect(uri.searchParams.get('state')).toBe('client-state-1');
    const grant = await callFake<SessionGrant>(endpoints.Users.login, {
      code: uri.searchParams.get('code') ?? '',
      state: 'client-state-1',
    });
    expect(grant.code).toBe(200);
  });

  it('accepts an internal path and carries another page along as route', async () => {
    const { uri } = await authorize('/pages/my/info?tab=1');
    expect(uri.pathname).toBe('/pages/login/tiktok');
    expect(uri.searchParams.get('route')).toBe('/pages/my/info?tab=1');
  });

  it.each(['https://evil.example/pages/login/tiktok', '//evil.example/x', 'javascript:alert(1)', ''])(
    'refuses the redirect %j',
    async (redirect) => {
      const reply = await callFake(endpoints.Profile.GetTiktokUri, { redirect });
      expect(reply).toEqual({ code: 400, msg: 'Invalid redirect address', data: null });
      expect(db().oauthCodes).toEqual([]);
    },
  );

  it('exchanges the code once, creating the linked account on first use only', async () => {
    const first = await authorize();
    const users = db().users.length;
    const grant = await callFake<SessionGrant>(endpoints.Users.login, {
      code: first.code,
      state: first.state,
    });
    expect(grant.code).toBe(200);
    expect(grant.data.userInfo.nickName).toBe('TikTok Creator ✨');
    expect(db().users).toHaveLength(users + 1);
    const reused = await callFake(endpoints.Users.login, { code: first.code, state: first.state });
    expect(reused).toEqual({
      code: 400,
      msg: 'The authorization has expired, please authorize again',
      data: null,
    });
    const second = await authorize();
    const again = await callFake<SessionGrant>(endpoints.Users.login, {
      code: second.code,
      state: second.state,
    });
    expect(again.data.userInfo.uid).toBe(grant.data.userInfo.uid);
    expect(again.data.token).not.toBe(grant.data.token);
    expect(db().users).toHaveLength(users + 1);
  });

  it('refuses a wrong state or a bad invitation without using up the code', async () => {
    const { code, state } = await authorize();
    expect((await callFake(endpoints.Users.login, { code, state: 'forged' })).code).toBe(400);
    const badInvite = await callFake(endpoints.Users.login, { code, state, inviteCode: 'NOPE42' });
    expect(badInvite.msg).toBe('Invalid invitation code');
    expect((await callFake(endpoints.Users.login, { code, state })).code).toBe(200);
  });

  it('refuses a code older than five minutes', async () => {
    const { code, state } = await authorize();
    clock.advance(OAUTH_CODE_TTL_MS);
    expect((await callFake(endpoints.Users.login, { code, state })).code).toBe(400);
  });

  it('records the inviter of a new TikTok account', async () => {
    const demo = db().users[0];
    const { code, state } = await authorize();
    const reply = await callFake(endpoints.Users.login, { code, state, inviteCode: demo?.inviteCode });
    expect(reply.code).toBe(200);
    expect(db().users.at(-1)?.invitedBy).toBe(demo?.uid);
  });
});

describe('fake backend: invite QR code', () => {
  const qr = async (content: string) =>
    (await callFake<InviteQrcode>(endpoints.Users.createQrcode, { content })).data.url;

  it('renders a QR code of the content as an SVG data URL', async () => {
    const url = await qr('http://localhost:3000/pages/login/index?invite=ABC123');
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(await qr('http://localhost:3000/pages/login/index?invite=ABC123')).toBe(url);
    expect(await qr('another content')).not.toBe(url);
  });

  it('refuses empty or oversized content', async () => {
    expect((await callFake(endpoints.Users.createQrcode, { content: ' ' })).msg).toBe(
      'Please enter the content',
    );
    expect((await callFake(endpoints.Users.createQrcode, { content: 'x'.repeat(501) })).msg).toBe(
      'The content is too long',
    );
  });
});
