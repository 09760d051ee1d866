import type { SessionGrant, TiktokUri, UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { CODE_TTL_MS } from '../../src/mocks/db/codes';
import { db } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { withFrozenClock } from './setupLocal';
import { callFake, signInAs, signInDemo } from './signedFetch';
import { demoUser, refused, snapshot } from './treasureHelpers';

withFrozenClock();

const NEW_PASSWORD = 'Fresh5678';
const demoPhone = { phoneRegion: DEMO.phoneRegion, phoneNumber: DEMO.phoneNumber };
const newPhone = { phoneRegion: '+81', phoneNumber: '8012345678' };
const sendCode = (type: string, ref: { phoneRegion: string; phoneNumber: string }) =>
  callFake(endpoints.Profile.SendCode, { ...ref, type });

/** Expects a refusal that leaves the state exactly as it was. */
async function expectRefused(reply: Promise<unknown>, msg: string, code = 400) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg, code));
  expect(snapshot()).toBe(before);
}

describe('fake backend: ModifyPassword', () => {
  it('needs the old password and 8–16 characters', async () => {
    const token = await signInDemo();
    const change = (oldPassword: string, password: string) =>
      send(P.ModifyPassword, token, { oldPassword, password });
    await expectRefused(change('Wrong1234', NEW_PASSWORD), 'Wrong password');
    await expectRefused(change(DEMO.password, 'Short12'), 'The password must be 8 to 16 characters');
    await expectRefused(change(DEMO.password, 'x'.repeat(17)), 'The password must be 8 to 16 characters');
  });

  it('changes it and ends every other session of the account, keeping this one', async () => {
    const token = await signInDemo();
    const other = await signInDemo();
    expect(
      await send(P.ModifyPassword, token, { oldPassword: DEMO.password, password: NEW_PASSWORD }),
    ).toEqual({
      code: 200,
      msg: 'Password changed',
      data: null,
    });
    expect((await send(P.GetMyProfile, token)).code).toBe(200);
    expect((await send(P.GetMyProfile, other)).code).toBe(-2000);
    await expect(signInDemo()).rejects.toThrow('Wrong phone number or password');
    expect(await signInAs(DEMO.phoneRegion, DEMO.phoneNumber, NEW_PASSWORD)).not.toBe('');
  });
});

describe('fake backend: ModifyPhone', () => {
  async function sendBothCodes() {
    expect((await sendCode('verifyOldPhone', demoPhone)).code).toBe(200);
    expect((await sendCode('changePhone', newPhone)).code).toBe(200);
  }

  it('moves the account to the new phone with both codes, and uses both codes up', async () => {
    const token = await signInDemo();
    await sendBothCodes();
    const body = { ...newPhone, oldCode: '123456', code: '123456' };
    expect(await send(P.ModifyPhone, token, body)).toEqual({
      code: 200,
      msg: 'Phone number changed',
      data: null,
    });
    expect(userAt(USERS.demo)).toMatchObject(newPhone);
    expect(db().codes).toEqual([]);
    expect(await signInAs(newPhone.phoneRegion, newPhone.phoneNumber, DEMO.password)).not.toBe('');
    await expect(signInDemo()).rejects.toThrow('Wrong phone number or password');
  });

  it('refuses a registered phone, wrong or expired codes, and changes nothing', async () => {
    const token = await signInDemo();
    await sendBothCodes();
    const taken = userAt(USERS.wang);
    const registered = { phoneRegion: taken.phoneRegion, phoneNumber: taken.phoneNumber };
    await expectRefused(
      send(P.ModifyPhone, token, { ...registered, oldCode: '123456', code: '123456' }),
      'This phone number is already registered',
    );
    await expectRefused(
      send(P.ModifyPhone, token, { ...demoPhone, oldCode: '123456', code: '123456' }),
      'This phone number is already registered',
    );
    await expectRefused(
      send(P.ModifyPhone, token, { ...newPhone, oldCode: '000000', code: '123456' }),
      'Wrong verification code',
    );
    await expectRefused(
      send(P.ModifyPhone, token, { ...newPhone, oldCode: '123456', code: '000000' }),
      'Wrong verification code',
    );
    clock.advance(CODE_TTL_MS);
    await expectRefused(
      send(P.ModifyPhone, token, { ...newPhone, oldCode: '123456', code: '123456' }),
      'The verification code has expired, please request a new one',
    );
  });

  it('binds a first phone to a TikTok account with the new phone’s code alone', async () => {
    const uri = await callFake<TiktokUri>(endpoints.Profile.GetTiktokUri, {
      redirect: '/pages/login/tiktok',
    });
    const params = new URL(uri.data.uri).searchParams;
    const grant = await callFake<SessionGrant>(endpoints.Users.login, {
      code: params.get('code') ?? '',
      state: params.get('state') ?? '',
    });
    expect(grant.data.userInfo.phoneNumber).toBe('');
    await sendCode('changePhone', newPhone);
    const reply = await send(P.ModifyPhone, grant.data.token, { ...newPhone, oldCode: '', code: '123456' });
    expect(reply.code).toBe(200);
    const me = await send<UserInfo>(P.GetMyProfile, grant.data.token);
    expect(me.data).toMatchObject(newPhone);
  });
});

describe('fake backend: payment password', () => {
  it('refuses 111111, 123456, 654321 and anything but 6 digits, with clear messages', async () => {
    const token = await signInDemo();
    const create = (payPassword: string) =>
      send(P.CreatePayPassword, token, { payPassword, password: DEMO.password });
    await expectRefused(create('111111'), 'The payment password must not be one digit repeated');
    await expectRefused(create('123456'), 'The payment password must not be consecutive digits');
    await expectRefused(create('654321'), 'The payment password must not be consecutive digits');
    await expectRefused(create('12345'), 'The payment password must be 6 digits');
    await expectRefused(create('13579a'), 'The payment password must be 6 digits');
    expect(
      (await send(P.CreatePayPassword, token, { payPassword: '123456', password: DEMO.password }, 'zh_cn'))
        .msg,
    ).toBe('支付密码不能是连续的数字');
  });

  it('needs the login password, stores only a hash, and is created once', async () => {
    const token = await signInDemo();
    await expectRefused(
      send(P.CreatePayPassword, token, { payPassword: '135790', password: 'Wrong1234' }),
      'Wrong password',
    );
    const created = await send(P.CreatePayPassword, token, {
      payPassword: '135790',
      password: DEMO.password,
    });
    expect(created).toEqual({ code: 200, msg: 'Payment password set', data: null });
    expect(demoUser().payPasswordHash).not.toBeNull();
    expect(demoUser().payPasswordHash).not.toContain('135790');
    expect((await send<UserInfo>(P.GetMyProfile, token)).data.hasPayPassword).toBe(true);
    await expectRefused(
      send(P.CreatePayPassword, token, { payPassword: '246801', password: DEMO.password }),
      'A payment password is already set',
    );
  });

  it('with the login password alone, only checks it (the verify step) and sets nothing', async () => {
    const token = await signInDemo();
    const check = (password: string) => send(P.CreatePayPassword, token, { password });
    await expectRefused(check('Wrong1234'), 'Wrong password');
    const before = snapshot();
    expect(await check(DEMO.password)).toEqual({ code: 200, msg: 'Success', data: null });
    expect(snapshot()).toBe(before);
    expect(demoUser().payPasswordHash).toBeNull();
    await send(P.CreatePayPassword, token, { payPassword: '135790', password: DEMO.password });
    await expectRefused(check(DEMO.password), 'A payment password is already set');
  });

  it('ModifyPayPassword: none set, wrong old one, the same rules for the new one', async () => {
    const token = await signInDemo();
    const modify = (oldPayPassword: string, payPassword: string) =>
      send(P.ModifyPayPassword, token, { oldPayPassword, payPassword });
    await expectRefused(modify('135790', '246801'), 'No payment password set');
    await send(P.CreatePayPassword, token, { payPassword: '135790', password: DEMO.password });
    await expectRefused(modify('246801', '246810'), 'Wrong payment password');
    await expectRefused(modify('135790', '999999'), 'The payment password must not be one digit repeated');
    await expectRefused(modify('135790', '345678'), 'The payment password must not be consecutive digits');
    expect(await modify('135790', '246801')).toEqual({ code: 200, msg: 'Password changed', data: null });
    await expectRefused(modify('135790', '975310'), 'Wrong payment password');
    expect((await modify('246801', '975310')).code).toBe(200);
  });

  it('is per user: another account still has none', async () => {
    const token = await signInDemo();
    await send(P.CreatePayPassword, token, { payPassword: '135790', password: DEMO.password });
    const emily = await signInAt(USERS.emily);
    expect((await send<UserInfo>(P.GetMyProfile, emily)).data.hasPayPassword).toBe(false);
  });
});

describe('fake backend: withdrawal address', () => {
  const ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

  it('binds a TRC-20 address through ModifyProfile and shows it in the profile', async () => {
    const token = await signInDemo();
    const reply = await send<UserInfo>(P.ModifyProfile, token, { withdrawAddress: ` ${ADDRESS} ` });
    expect(reply.data.withdrawAddress).toBe(ADDRESS);
    expect((await send<UserInfo>(P.GetMyProfile, token)).data.withdrawAddress).toBe(ADDRESS);
  });

  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE7',
    'T123',
    `${'T'.repeat(34)}0`,
    'TJRabPrwbZy45sbavfcjinPJC18kjpRTvO',
  ])('refuses %s', async (withdrawAddress) => {
    const token = await signInDemo();
    await expectRefused(
      send(P.ModifyProfile, token, { withdrawAddress }),
      'Please enter a valid USDT (TRC20) address',
    );
  });
});
