import * as endpoints from '../../src/api/endpoints';
import { db } from '../../src/mocks/db';
import { callFake, signInDemo } from './signedFetch';
import { T0, withFrozenClock } from './setupLocal';
import { signInAt, USERS } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import { listTasks, myProfile, TASK_IDS, TK } from './taskHelpers';

withFrozenClock();

const BLURRED = 'The picture is blurred. Please send a sharper screenshot.';

describe('fake backend: Task/list', () => {
  it('needs a session', async () => {
    expect(await callFake(TK.list)).toEqual({ code: -2000, msg: 'Please log in', data: null });
  });

  it('answers the catalogue in its fixed order, each task as the demo stands with it today', async () => {
    const token = await signInDemo();
    const { data } = await listTasks(token);
    expect(data.total).toBe(10);
    expect(data.list.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.list.map((t) => t.status)).toEqual([0, 0, 0, 4, 3, 0, 0, 6, 0, 0]);
    const [tiktok, share, unboxing, review, checkIn, help, , website] = data.list;
    expect(tiktok).toEqual({
      id: TASK_IDS.tiktok,
      type: 'daily',
      title: 'Follow QC Mall on TikTok and upload a screenshot',
      describe: expect.stringContaining('@qcmall'),
      describe_img: '',
      reward: 10,
      reward_type: 'points',
      url: '',
      min_seconds: 0,
      proof_type: 'image',
      status: 0,
      log_id: null,
      sub_refusal: '',
      images: [],
      video: '',
      submit_time: null,
    });
    expect(share).toMatchObject({ reward: 0.5, reward_type: 'balance' });
    expect(unboxing).toMatchObject({
      proof_type: 'video',
      describe_img: expect.stringMatching(/\/fake-media\/.+\.webp$/),
    });
    expect(review).toMatchObject({
      status: 4,
      sub_refusal: BLURRED,
      images: [expect.stringContaining('.webp')],
    });
    expect(review?.log_id).toEqual(expect.any(Number));
    expect(checkIn).toMatchObject({ status: 3, sub_refusal: '', submit_time: expect.any(Number) });
    expect(checkIn?.submit_time).toBeLessThan(T0);
    expect(help).toMatchObject({
      type: 'promotion',
      url: 'https://help.qcmall.io/',
      min_seconds: 10,
      status: 0,
    });
    expect(website).toMatchObject({ url: 'https://qcmall.io/', min_seconds: 15, status: 6, images: [] });
  });

  it('answers the staff reason in the request language', async () => {
    const token = await signInDemo();
    const { data } = await listTasks(token, { id: TASK_IDS.review }, 'ru_ru');
    expect(data.list[0]?.sub_refusal).toBe('Снимок размыт. Пришлите более чёткий скриншот.');
  });

  it('keeps markup and long titles as they were written (plain text), in every language', async () => {
    const token = await signInDemo();
    for (const lang of ['en_us', 'ru_ru', 'ja_jp'] as const) {
      const { data } = await listTasks(token, {}, lang);
      const hostile = data.list.find((t) => t.id === TASK_IDS.hostile);
      expect(hostile?.title).toMatch(/^<img src=x onerror=alert\(1\)> \S/);
      expect(hostile?.describe).toContain('<img src=x onerror=alert(1)>');
    }
    const { data } = await listTasks(token);
    expect(data.list.find((t) => t.id === TASK_IDS.hostile)?.title).toBe(
      '<img src=x onerror=alert(1)> Invite a friend to QC Mall',
    );
    const long = (await listTasks(token, { id: TASK_IDS.longTitle }, 'ru_ru')).data.list[0];
    expect(long?.title.length).toBeGreaterThan(80);
    expect(long?.title).toMatch(/^Сфотографируйте/);
  });

  it('shows another user every task to do: attempts are per user', async () => {
    const token = await signInAt(USERS.oliver);
    const { data } = await listTasks(token);
    expect(data.list.every((t) => t.status === 0 && t.log_id === null)).toBe(true);
  });

  it('filters by type, finds one task by id (an empty page when unknown) and pages by 20 or as asked', async () => {
    const token = await signInDemo();
    const daily = await listTasks(token, { type: 'daily' });
    expect(daily.data.total).toBe(7);
    expect(daily.data.list.every((t) => t.type === 'daily')).toBe(true);
    const promotion = await listTasks(token, { type: 'promotion' });
    expect(promotion.data.list.map((t) => t.id)).toEqual([6, 7, 8]);
    const one = await listTasks(token, { id: TASK_IDS.whitePaper });
    expect(one.data).toMatchObject({ total: 1, list: [{ id: TASK_IDS.whitePaper }] });
    expect((await listTasks(token, { id: 999 })).data).toEqual({ list: [], total: 0 });
    expect((await listTasks(token, { id: TASK_IDS.whitePaper, type: 'daily' })).data).toEqual({
      list: [],
      total: 0,
    });
    const third = await listTasks(token, { pageIndex: 3, pageSize: 4 });
    expect(third.data.list.map((t) => t.id)).toEqual([9, 10]);
    expect(third.data.total).toBe(10);
    expect((await listTasks(token, { pageIndex: 2 })).data).toEqual({ list: [], total: 10 });
  });

  it('refuses a malformed type or id with "invalid request", changing nothing', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await listTasks(token, { type: 'weekly' })).toEqual(refused('Invalid request'));
    expect(await listTasks(token, { id: 'abc' })).toEqual(refused('Invalid request'));
    expect(await listTasks(token, { id: '-1' })).toEqual(refused('Invalid request'));
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: the current task', () => {
  it('is the demo’s TikTok task, not started, in the profile and the sign-in grant', async () => {
    const current = {
      id: TASK_IDS.tiktok,
      describe: 'Follow QC Mall on TikTok and upload a screenshot',
      describeImg: '',
      is_complete: 0,
      logId: 0,
      sub_refusal: '',
      status: 0,
    };
    const grant = await callFake<{ userInfo: { task: unknown } }>(endpoints.Profile.SignIn, {
      phoneRegion: '+86',
      phoneNumber: '13800000000',
      password: 'Demo1234',
    });
    expect(grant.data.userInfo.task).toEqual(current);
    const token = await signInDemo();
    expect((await myProfile(token)).data.task).toEqual(current);
    expect((await myProfile(await signInAt(USERS.oliver))).data.task).toBeNull();
  });

  it('is cleared by Base/clearTask', async () => {
    const token = await signInDemo();
    expect(await callFake(endpoints.Base.clearTask, {}, { token })).toMatchObject({ code: 200 });
    expect((await myProfile(token)).data.task).toBeNull();
    expect(db().users[0]?.currentTask).toBeNull();
  });
});
