import type { UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { db } from '../../src/mocks/db';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import { BAZAAR_USERS, G } from './bazaarHelpers';

withFrozenClock();

/** Sophie, with the figures the conditions look at. */
async function sophieWith(totalDays: number, qcBalance: number): Promise<string> {
  const token = await signInAt(BAZAAR_USERS.sophie);
  Object.assign(userAt(BAZAAR_USERS.sophie), { totalDays, qcBalance, isSeller: false });
  return token;
}

describe('fake backend: opening a shop', () => {
  it('opens the demo’s shop: 23 check-in days and 300 QC meet 20 and more than 200', async () => {
    const token = await signInDemo();
    expect(await send(G.open, token)).toEqual({ code: 200, msg: 'Your shop is open', data: null });
    const me = await send<UserInfo>(endpoints.Profile.GetMyProfile, token);
    expect(me.data.isSeller).toBe(true);
    const joao = await signInAt(USERS.joao);
    const before = snapshot();
    expect(await send(G.open, token)).toEqual(refused('Your shop is already open'));
    expect(await send(G.open, joao)).toEqual(refused('Your shop is already open'));
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['both', 7, 150, 'You need 20 check-in days (you have 7) and more than 200 QC (you have 150)'],
    ['the check-in days', 19, 500, 'You need 20 check-in days (you have 19)'],
    ['more than 200 QC, not 200', 20, 200, 'You need more than 200 QC (you have 200)'],
    ['QC, to the cent', 30, 199.99, 'You need more than 200 QC (you have 199.99)'],
  ])('refuses a user short of %s, naming what is missing, and changes nothing', async (_, days, qc, msg) => {
    const token = await sophieWith(days, qc);
    const before = snapshot();
    expect(await send(G.open, token)).toEqual(refused(msg));
    expect(snapshot()).toBe(before);
    expect(userAt(BAZAAR_USERS.sophie).isSeller).toBe(false);
  });

  it('names what is missing in the reader’s language', async () => {
    const token = await sophieWith(7, 150);
    expect((await send(G.open, token, {}, 'zh_cn')).msg).toBe(
      '需要签到 20 天（您已签到 7 天）并持有超过 200 QC（您持有 150 QC）',
    );
    expect((await send(G.open, token, {}, 'pt_br')).msg).toBe(
      'Você precisa de 20 dias de check-in (você tem 7) e de mais de 200 QC (você tem 150)',
    );
    expect((await send(G.open, token, {}, 'ru_ru')).msg).toBe(
      'Нужно 20 дней отметок (у вас 7) и больше 200 QC (у вас 150)',
    );
    expect((await send(G.open, token, {}, 'ko_kr')).msg).toContain('20');
    expect((await send(G.open, token, {}, 'ja_jp')).msg).toContain('150');
  });

  it('opens at exactly the check-in days and just above the QC figure', async () => {
    const token = await sophieWith(20, 200.01);
    expect((await send(G.open, token)).code).toBe(200);
    expect(userAt(BAZAAR_USERS.sophie).isSeller).toBe(true);
  });

  it('reads the conditions from sys_config', async () => {
    db().config.sysConfig.seller_open_sign = 30;
    const token = await signInDemo();
    expect(await send(G.open, token)).toEqual(refused('You need 30 check-in days (you have 23)'));
  });
});
