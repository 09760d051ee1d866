import type { SessionGrant, UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { CODE_TTL_MS, RESEND_INTERVAL_MS } from '../../src/mocks/db/codes';
import { DEMO } from '../../src/mocks/db/seed';
import { withFrozenClock } from './setupLocal';
import { callFake, signInAs } from './signedFetch';

withFrozenClock();

const phone = { phoneRegion: '+55', phoneNumber: '11912345678' };
const signUpBody = { ...phone, code: '123456', password: 'Secret123', inviteCode: 'QC2026' };
const sendCode = (type: string, ref = phone) => callFake(endpoints.Profile.SendCode, { ...ref, type });
const snapshot = () => JSON.stringify(db());

describe('fake backend: SendCode', () => {
  it('sends, then refuses a second send within 60 s, then allows it again', async () => {
    expect(await sendCode('register')).toMatchObject({ code: 200, msg: 'Verification code sent' });
    clock.advance(RESEND_INTERVAL_MS - 1_000);
    expect(await sendCode('register')).toMatchObject({
      code: 429,
      msg: 'Please wait before requesting another code',
    });
    clock.advance(1_000);
    expect((await sendCode('register')).code).toBe(200);
  });

  it('keeps separate limits per purpose and phone', async () => {
    expect((await sendCode('register')).code).toBe(200);
    expect((await sendCode('register', { ...phone, phoneNumber: '11912345679' })).code).toBe(200);
    expect(
      (await sendCode('forgot', { phoneRegion: DEMO.phoneRegion, phoneNumber: DEMO.phoneNumber })).code,
    ).toBe(200);
  });

  it('validates phone digits, region and type, in the request language', async () => {
    const short = await callFake(endpoints.Profile.SendCode, {
      ...phone,
      phoneNumber: '1234',
      type: 'register',
    });
    expect(short.msg).toBe('Please enter a valid phone number');
    const long = await callFake(endpoints.Profile.SendCode, {
      ...phone,
      phoneNumber: '1'.repeat(16),
      type: 'register',
    });
    expect(long.code).toBe(400);
    const letters = await callFake(endpoints.Profile.SendCode, {
      ...phone,
      phoneNumber: '12345abc',
      type: 'register',
    });
    expect(letters.code).toBe(400);
    const region = await callFake(
      endpoints.Profile.SendCode,
      { ...phone, phoneRegion: '+999', type: 'register' },
      { lang: 'ko_kr' },
    );
    expect(region).toEqual({ code: 400, msg: '올바른 국가 번호를 선택해 주세요', data: null });
    expect((await sendCode('sms')).msg).toBe('Unknown verification code type');
    expect(db().codes).toEqual([]);
  });

  it('refuses register for a registered phone and forgot for an unknown one', async () => {
    const demo = { phoneRegion: DEMO.phoneRegion, phoneNumber: DEMO.phoneNumber };
    expect((await sendCode('register', demo)).msg).toBe('This phone number is already registered');
    expect((await sendCode('forgot')).msg).toBe('This phone number is not registered');
  });
});

describe('fake backend: SignUp', () => {
  beforeEach(async () => {
    expect((await sendCode('register')).code).toBe(200);
  });

  it('creates the user, records the inviter and signs in', async () => {
    const inviter = db().users.find((u) => u.phoneNumber === DEMO.phoneNumber);
    const before = db().users.length;
    const reply = await callFake<SessionGrant>(endpoints.Profile.SignUp, {
      ...signUpBody,
      inviteCode: inviter?.inviteCode.toLowerCase(),
    });
    expect(reply.code).toBe(200);
    const { token, userInfo } = reply.data;
    expect(userInfo).toMatchObject({ ...phone, balance: 0, integral: 0, qcBalance: 0, usdtBalance: 0 });
    expect(userInfo.uid).toBeGreaterThan(0);
    expect(userInfo.nickName).not.toBe('');
    expect(userInfo.inviteCode).toMatch(/^[0-9A-Z]{6}$/);
    expect(db().users).toHaveLength(before + 1);
    expect(db().users.at(-1)?.invitedBy).toBe(inviter?.uid);
    const me = await callFake<UserInfo>(endpoints.Profile.GetMyProfile, {}, { token });
    expect(me.data.uid).toBe(userInfo.uid);
    expect(await signInAs(phone.phoneRegion, phone.phoneNumber, signUpBody.password)).not.toBe(token);
  });

  it('accepts the house invitation code without recording an inviter', async () => {
    expect((await callFake(endpoints.Profile.SignUp, signUpBody)).code).toBe(200);
    expect(db().users.at(-1)?.invitedBy).toBeNull();
  });

  it.each([
    ['a wrong code', { code: '654321' }, 'Wrong verification code'],
    ['a short password', { password: 'Short12' }, 'The password must be 8 to 16 characters'],
    ['a long password', { password: 'A'.repeat(17) }, 'The password must be 8 to 16 characters'],
    ['no invitation code', { inviteCode: ' ' }, 'Please enter the invitation code'],
    ['an unknown invitation code', { inviteCode: 'NOPE42' }, 'Invalid invitation code'],
    ['a bad phone', { phoneNumber: '12' }, 'Please enter a valid phone number'],
  ])('refuses %s and changes nothing', async (_name, change, msg) => {
    const before = snapshot();
    const reply = await callFake(endpoints.Profile.SignUp, { ...signUpBody, ...change });
    expect(reply).toEqual({ code: 400, msg, data: null });
    expect(snapshot()).toBe(before);
  });

  it('refuses an expired code and changes nothing', async () => {
    clock.advance(CODE_TTL_MS);
    const before = snapshot();
    const reply = await callFake(endpoints.Profile.SignUp, signUpBody, { lang: 'zh_cn' });
    expect(reply).toEqual({ code: 400, msg: '验证码已过期，请重新获取', data: null });
    expect(snapshot()).toBe(before);
  });

  it('refuses a code sent for another purpose', async () => {
    const other = { ...phone, phoneNumber: '11900000001' };
    expect((await sendCode('changePhone', other)).code).toBe(200);
    const reply = await callFake(endpoints.Profile.SignUp, { ...signUpBody, ...other });
    expect(reply.msg).toBe('Wrong verification code');
  });

  it('refuses a duplicate phone and uses a code only once', async () => {
    expect((await callFake(endpoints.Profile.SignUp, signUpBody)).code).toBe(200);
    const before = snapshot();
    const again = await callFake(endpoints.Profile.SignUp, signUpBody);
    expect(again).toEqual({ code: 400, msg: 'This phone number is already registered', data: null });
    expect(snapshot()).toBe(before);
    expect(db().codes).toEqual([]);
  });
});

describe('fake backend: SignIn and ForgotPassword', () => {
  const demo = { phoneRegion: DEMO.phoneRegion, phoneNumber: DEMO.phoneNumber };

  it('signs the demo account in with a fresh token each time', async () => {
    const reply = await callFake<SessionGrant>(endpoints.Profile.SignIn, {
      ...demo,
      password: DEMO.password,
    });
    expect(reply.code).toBe(200);
    expect(reply.msg).toBe('Login successful');
    expect(reply.data.userInfo).toMatchObject({
      balance: 1000,
      integral: 5000,
      qcBalance: 300,
      usdtBalance: 150,
    });
    expect(await signInAs(demo.phoneRegion, demo.phoneNumber, DEMO.password)).not.toBe(reply.data.token);
  });

  it.each([
    ['a wrong password', { ...demo, password: 'Demo12345' }],
    ['a wrong region', { ...demo, phoneRegion: '+1', password: DEMO.password }],
    ['an unknown phone', { ...phone, password: DEMO.password }],
    ['no password', { ...demo }],
  ])('refuses %s', async (_name, body) => {
    const reply = await callFake(endpoints.Profile.SignIn, body, { lang: 'pt_br' });
    expect(reply).toEqual({ code: 400, msg: 'Número de telefone ou senha incorretos', data: null });
    expect(db().sessions).toEqual([]);
  });

  it('resets the password with a forgot code, signs out old sessions, and the new password works', async () => {
    const oldToken = await signInAs(demo.phoneRegion, demo.phoneNumber, DEMO.password);
    expect((await sendCode('forgot', demo)).code).toBe(200);
    const short = await callFake(endpoints.Profile.ForgotPassword, {
      ...demo,
      code: '123456',
      password: 'short',
    });
    expect(short.msg).toBe('The password must be 8 to 16 characters');
    const wrong = await callFake(endpoints.Profile.ForgotPassword, {
      ...demo,
      code: '000000',
      password: 'NewPass123',
    });
    expect(wrong.msg).toBe('Wrong verification code');
    const reset = await callFake(endpoints.Profile.ForgotPassword, {
      ...demo,
      code: '123456',
      password: 'NewPass123',
    });
    expect(reset.code).toBe(200);
    expect((await callFake(endpoints.Profile.GetMyProfile, {}, { token: oldToken })).code).toBe(-2000);
    const old = await callFake(endpoints.Profile.SignIn, { ...demo, password: DEMO.password });
    expect(old.msg).toBe('Wrong phone number or password');
    expect(await signInAs(demo.phoneRegion, demo.phoneNumber, 'NewPass123')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('refuses a forgot-password reset with a register code', async () => {
    expect((await sendCode('register')).code).toBe(200);
    const reply = await callFake(endpoints.Profile.ForgotPassword, {
      ...phone,
      code: '123456',
      password: 'NewPass123',
    });
    expect(reply.msg).toBe('This phone number is not registered');
  });
});
