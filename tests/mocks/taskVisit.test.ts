import { clock } from '../../src/mocks/clock';
import { callFake, signInDemo } from './signedFetch';
import { T0, withFrozenClock } from './setupLocal';
import { signInAt, USERS } from './ordersHelpers';
import { expectLedgerBalanced, lastLine, ledgerOf } from './myHelpers';
import { demoUser, refused, snapshot } from './treasureHelpers';
import {
  clickTask,
  collectReward,
  completeVisit,
  demoAttempts,
  myProfile,
  TASK_IDS,
  taskAt,
  TK,
} from './taskHelpers';

withFrozenClock();

const TOO_SHORT = 'Page visit time insufficient, no reward';

describe('fake backend: a promotion task’s visit', () => {
  it('starts on click (the current task), is refused when too short (no reward, kept), and completes when long enough', async () => {
    const token = await signInDemo();
    const visit = await clickTask(token, TASK_IDS.helpCentre);
    const [log] = demoAttempts(TASK_IDS.helpCentre);
    expect(visit).toEqual({
      code: 200,
      msg: 'Success',
      data: { log_id: log?.id, click_time: T0, min_seconds: 10 },
    });
    expect(await taskAt(token, TASK_IDS.helpCentre)).toMatchObject({
      status: 1,
      log_id: log?.id,
      submit_time: T0,
    });
    expect((await myProfile(token)).data.task).toEqual({
      id: TASK_IDS.helpCentre,
      describe: 'Visit the QC Mall help centre',
      describeImg: '',
      is_complete: 0,
      logId: log?.id,
      sub_refusal: '',
      status: 1,
    });

    clock.advance(9_999);
    expect(await completeVisit(token, visit.data.log_id)).toEqual(refused(TOO_SHORT));
    expect((await taskAt(token, TASK_IDS.helpCentre)).status).toBe(5);
    expect((await myProfile(token)).data.task).toMatchObject({ is_complete: 0, status: 5 });

    const before = snapshot();
    expect(await completeVisit(token, visit.data.log_id)).toEqual(refused('This visit has not started'));
    expect(snapshot()).toBe(before);

    const again = await clickTask(token, TASK_IDS.helpCentre);
    expect(again.data).toEqual({ log_id: visit.data.log_id, click_time: T0 + 9_999, min_seconds: 10 });
    expect((await taskAt(token, TASK_IDS.helpCentre)).status).toBe(1);
    clock.advance(10_000);
    const done = await completeVisit(token, visit.data.log_id);
    expect(done).toMatchObject({
      code: 200,
      msg: 'Task completed: collect your reward',
      data: { status: 3 },
    });
    expect((await myProfile(token)).data.task).toMatchObject({ is_complete: 1, status: 3 });
    expect(demoAttempts(TASK_IDS.helpCentre)).toHaveLength(1);
  });

  it('says so in the request’s language when too short', async () => {
    const token = await signInDemo();
    const visit = await clickTask(token, TASK_IDS.whitePaper);
    clock.advance(29_000);
    expect(await completeVisit(token, visit.data.log_id, 'ru_ru')).toEqual(
      refused('Страница просмотрена слишком недолго, награды нет'),
    );
    expect((await taskAt(token, TASK_IDS.whitePaper)).status).toBe(5);
  });

  it('starts again while visiting (the page left open), timed afresh', async () => {
    const token = await signInDemo();
    const first = await clickTask(token, TASK_IDS.helpCentre);
    clock.advance(8_000);
    const second = await clickTask(token, TASK_IDS.helpCentre);
    expect(second.data).toMatchObject({ log_id: first.data.log_id, click_time: T0 + 8_000 });
    clock.advance(5_000);
    expect(await completeVisit(token, first.data.log_id)).toEqual(refused(TOO_SHORT));
  });

  it.each([
    ['a daily task', TASK_IDS.tiktok, 'This task has no page to visit', 400],
    ['a completed one (the demo visited qcmall.io)', TASK_IDS.website, 'This task is already completed', 400],
    ['an unknown task', 999, 'Task not found', 404],
    ['a malformed id', 'six', 'Task not found', 404],
  ])('click refuses %s, changing nothing', async (_name, id, msg, code) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await clickTask(token, id)).toEqual(refused(msg, code));
    expect(snapshot()).toBe(before);
  });

  it('complete refuses another state, an unknown attempt and another user’s, changing nothing', async () => {
    const token = await signInDemo();
    const review = await taskAt(token, TASK_IDS.review);
    const before = snapshot();
    expect(await completeVisit(token, review.log_id)).toEqual(refused('This visit has not started'));
    expect(await completeVisit(token, 9_999)).toEqual(refused('Task not found', 404));
    expect(await completeVisit(token, 'x')).toEqual(refused('Task not found', 404));
    expect(snapshot()).toBe(before);
    const visit = await clickTask(token, TASK_IDS.helpCentre);
    clock.advance(60_000);
    const oliver = await signInAt(USERS.oliver);
    const clicked = snapshot();
    expect(await completeVisit(oliver, visit.data.log_id)).toEqual(refused('Task not found', 404));
    expect(await collectReward(oliver, visit.data.log_id)).toEqual(refused('Task not found', 404));
    expect(snapshot()).toBe(clicked);
    expect(await callFake(TK.complete, { log_id: visit.data.log_id })).toMatchObject({ code: -2000 });
  });
});

describe('fake backend: Task/receiving', () => {
  it('credits points once, with a ledger line; the second time is refused', async () => {
    const token = await signInDemo();
    const visit = await clickTask(token, TASK_IDS.helpCentre);
    clock.advance(10_000);
    await completeVisit(token, visit.data.log_id);
    const points = demoUser().integral;
    const { balance } = demoUser();
    const reply = await collectReward(token, visit.data.log_id);
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Reward collected',
      data: { balance, integral: points + 5, task: { id: TASK_IDS.helpCentre, status: 6 } },
    });
    expect(lastLine(demoUser(), 'points')).toMatchObject({
      amount: 5,
      after: points + 5,
      title: expect.objectContaining({ en_us: 'Task reward: Visit the QC Mall help centre' }),
      createTime: T0 + 10_000,
    });
    expectLedgerBalanced(demoUser());
    expect((await myProfile(token)).data.task).toMatchObject({ id: TASK_IDS.helpCentre, is_complete: 1 });
    const before = snapshot();
    expect(await collectReward(token, visit.data.log_id)).toEqual(
      refused('The reward has already been collected'),
    );
    expect(snapshot()).toBe(before);
  });

  it('credits the balance to the cent', async () => {
    const token = await signInDemo();
    const visit = await clickTask(token, TASK_IDS.whitePaper);
    clock.advance(30_000);
    await completeVisit(token, visit.data.log_id);
    const reply = await collectReward(token, visit.data.log_id, 'zh_cn');
    expect(reply.data).toMatchObject({ balance: 1000.2 });
    expect(demoUser().balance).toBe(1000.2);
    expect(lastLine(demoUser(), 'balance')).toMatchObject({
      amount: 0.2,
      title: expect.objectContaining({
        zh_cn: '任务奖励：阅读白皮书',
        en_us: 'Task reward: Read the white paper',
      }),
    });
    expectLedgerBalanced(demoUser());
  });

  it('collects the demo’s seeded approved check-in task (5 points)', async () => {
    const token = await signInDemo();
    const seeded = await taskAt(token, TASK_IDS.checkIn);
    const points = demoUser().integral;
    const reply = await collectReward(token, seeded.log_id);
    expect(reply.data).toMatchObject({ integral: points + 5, task: { status: 6 } });
    expectLedgerBalanced(demoUser());
  });

  it('refuses what is not completed or already collected, changing nothing', async () => {
    const token = await signInDemo();
    const review = await taskAt(token, TASK_IDS.review);
    const website = await taskAt(token, TASK_IDS.website);
    const visit = await clickTask(token, TASK_IDS.helpCentre);
    const before = snapshot();
    expect(await collectReward(token, review.log_id)).toEqual(refused('This task is not completed yet'));
    expect(await collectReward(token, visit.data.log_id)).toEqual(refused('This task is not completed yet'));
    expect(await collectReward(token, website.log_id)).toEqual(
      refused('The reward has already been collected'),
    );
    expect(await collectReward(token, null)).toEqual(refused('Task not found', 404));
    expect(snapshot()).toBe(before);
  });

  it('the seeded collection of qcmall.io is in the demo’s ledger', () => {
    const line = ledgerOf(demoUser(), 'points').find((l) => l.title.en_us === 'Task reward: Visit qcmall.io');
    expect(line).toMatchObject({ amount: 3 });
    expectLedgerBalanced(demoUser());
  });
});
