import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { callFake, signInDemo } from './signedFetch';
import { T0, withFrozenClock } from './setupLocal';
import { latestNotice, USERS } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import {
  demoAttempts,
  myProfile,
  picture,
  submitProof,
  TASK_IDS,
  taskAt,
  TK,
  uploadNamed,
} from './taskHelpers';

withFrozenClock();

const MINUTE = 60_000;
/** T0 is 17:00 on the server's day (UTC+8): its next midnight is 7 hours later. */
const MIDNIGHT = T0 + 7 * 3_600_000;
const NOT_SHOWN = 'The screenshot does not show the finished task. Please send a new one.';

describe('fake backend: Task/submit', () => {
  it('sends the proof to review and makes the task the current one; one proof at a time', async () => {
    const token = await signInDemo();
    const images = [picture('follow.jpg'), picture('profile.png')];
    const reply = await submitProof(token, { id: TASK_IDS.tiktok, images });
    expect(reply).toMatchObject({ code: 200, msg: 'Sent for review' });
    expect(reply.data).toMatchObject({ status: 2, images, video: '', submit_time: T0, sub_refusal: '' });
    const [log] = demoAttempts(TASK_IDS.tiktok);
    expect(reply.data.log_id).toBe(log?.id);
    expect((await myProfile(token)).data.task).toEqual({
      id: TASK_IDS.tiktok,
      describe: 'Follow QC Mall on TikTok and upload a screenshot',
      describeImg: '',
      is_complete: 0,
      logId: log?.id,
      sub_refusal: '',
      status: 2,
    });
    const before = snapshot();
    expect(await submitProof(token, { id: TASK_IDS.tiktok, images })).toEqual(
      refused('This task is already under review'),
    );
    expect(snapshot()).toBe(before);
  });

  it('is approved a minute later on the fake clock, with a notice that opens the task', async () => {
    const token = await signInDemo();
    await submitProof(token, { id: TASK_IDS.share, images: [picture('chat.jpg')] });
    clock.advance(MINUTE - 1);
    expect((await taskAt(token, TASK_IDS.share)).status).toBe(2);
    clock.advance(1);
    expect(await taskAt(token, TASK_IDS.share)).toMatchObject({ status: 3, sub_refusal: '' });
    expect(latestNotice(USERS.demo)).toMatchObject({
      kind: 'taskApproved',
      refId: TASK_IDS.share,
      refKind: null,
      read: false,
      createTime: T0 + MINUTE,
      title: expect.objectContaining({ en_us: 'Task approved' }),
      content: expect.objectContaining({
        en_us:
          'Your proof for “Share a product with a friend” was approved. Collect your reward of 0.5 Balance in Tasks.',
      }),
    });
    expect((await myProfile(token)).data.task).toMatchObject({
      id: TASK_IDS.share,
      is_complete: 1,
      status: 3,
    });
    const before = snapshot();
    expect(await submitProof(token, { id: TASK_IDS.share, images: [picture('again.jpg')] })).toEqual(
      refused('This task is already completed today'),
    );
    expect(snapshot()).toBe(before);
  });

  it('rejects a proof with "reject" in a file name, with a reason in every language and a notice; it can be sent again', async () => {
    const token = await signInDemo();
    const images = [picture('fine.jpg'), picture('Proof-REJECTED.jpg')];
    const sent = await submitProof(token, { id: TASK_IDS.tiktok, images });
    clock.advance(MINUTE);
    expect(await taskAt(token, TASK_IDS.tiktok)).toMatchObject({ status: 4, sub_refusal: NOT_SHOWN, images });
    expect((await taskAt(token, TASK_IDS.tiktok, 'ja_jp')).sub_refusal).toBe(
      'スクリーンショットにタスクの完了が写っていません。新しいものを送ってください。',
    );
    expect(latestNotice(USERS.demo)).toMatchObject({
      kind: 'taskRejected',
      refId: TASK_IDS.tiktok,
      content: expect.objectContaining({
        en_us: `Your proof for “Follow QC Mall on TikTok and upload a screenshot” was not approved: ${NOT_SHOWN}`,
      }),
    });
    expect((await myProfile(token)).data.task).toMatchObject({
      is_complete: 0,
      sub_refusal: NOT_SHOWN,
      status: 4,
    });
    expect((await myProfile(token, 'ru_ru')).data.task?.sub_refusal).toBe(
      'На скриншоте не видно выполненного задания. Пришлите новый.',
    );
    const again = await submitProof(token, { id: TASK_IDS.tiktok, images: [picture('better.jpg')] });
    expect(again.data).toMatchObject({ status: 2, log_id: sent.data.log_id, sub_refusal: '' });
    expect(demoAttempts(TASK_IDS.tiktok)).toHaveLength(1);
    clock.advance(MINUTE);
    expect((await taskAt(token, TASK_IDS.tiktok)).status).toBe(3);
    expect(db().notices.filter((n) => n.kind.startsWith('task') && n.createTime >= T0)).toHaveLength(2);
  });

  it('takes a new proof for the seeded rejected task', async () => {
    const token = await signInDemo();
    const seeded = await taskAt(token, TASK_IDS.review);
    const reply = await submitProof(token, { id: TASK_IDS.review, images: [picture('sharp.jpg')] });
    expect(reply.data).toMatchObject({ status: 2, log_id: seeded.log_id, sub_refusal: '' });
  });

  it.each([
    ['a promotion task', { id: TASK_IDS.helpCentre, images: [picture('a.jpg')] }, 'This task needs no proof'],
    [
      'pictures that are not a list',
      { id: TASK_IDS.tiktok, images: picture('a.jpg') },
      'Invalid picture link',
    ],
    [
      'a picture that is not a URL',
      { id: TASK_IDS.tiktok, images: ['not a picture'] },
      'Invalid picture link',
    ],
    ['a picture that is not text', { id: TASK_IDS.tiktok, images: [42] }, 'Invalid picture link'],
    ['no picture', { id: TASK_IDS.tiktok, images: [] }, 'Upload 1 to 9 screenshots'],
    ['no proof at all', { id: TASK_IDS.tiktok }, 'Upload 1 to 9 screenshots'],
    [
      'ten pictures',
      { id: TASK_IDS.tiktok, images: Array.from({ length: 10 }, (_, i) => picture(`${i}.jpg`)) },
      'Upload 1 to 9 screenshots',
    ],
    [
      'pictures and a video',
      { id: TASK_IDS.tiktok, images: [picture('a.jpg')], video: 'https://media.qcmall.io/proof/1/a.mp4' },
      'Upload 1 to 9 screenshots',
    ],
    ['a video task without a video', { id: TASK_IDS.unboxing, images: [] }, 'Upload one video'],
    [
      'a video task with pictures',
      { id: TASK_IDS.unboxing, images: [picture('a.jpg')], video: 'https://media.qcmall.io/proof/1/a.mp4' },
      'Upload one video',
    ],
    ['a video that is not a URL', { id: TASK_IDS.unboxing, video: 'clip.mp4' }, 'Upload one video'],
    [
      'a video that is not text',
      { id: TASK_IDS.unboxing, video: ['https://a.io/a.mp4'] },
      'Upload one video',
    ],
    [
      'a completed task',
      { id: TASK_IDS.checkIn, images: [picture('a.jpg')] },
      'This task is already completed today',
    ],
  ])('refuses %s, changing nothing', async (_name, body, msg) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await submitProof(token, body)).toEqual(refused(msg));
    expect(snapshot()).toBe(before);
  });

  it('refuses an unknown or malformed task id with 404, and a guest with -2000', async () => {
    const token = await signInDemo();
    const before = snapshot();
    const images = [picture('a.jpg')];
    expect(await submitProof(token, { id: 999, images })).toEqual(refused('Task not found', 404));
    expect(await submitProof(token, { id: 'abc', images })).toEqual(refused('Task not found', 404));
    expect(await submitProof(token, { id: 1.5, images }, 'pt_br')).toEqual(
      refused('Tarefa não encontrada', 404),
    );
    expect(await callFake(TK.submit, { id: 1, images })).toMatchObject({ code: -2000 });
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: a daily task starts over at midnight (server day, fake clock)', () => {
  it('reads "to do" the next day once collected or rejected, and takes a new proof on a new attempt', async () => {
    const token = await signInDemo();
    const first = await submitProof(token, { id: TASK_IDS.tiktok, images: [picture('a.jpg')] });
    clock.advance(MINUTE);
    await callFake(TK.receiving, { log_id: first.data.log_id }, { token });
    expect((await taskAt(token, TASK_IDS.tiktok)).status).toBe(6);
    clock.setNow(MIDNIGHT - 1);
    expect((await taskAt(token, TASK_IDS.tiktok)).status).toBe(6);
    expect((await taskAt(token, TASK_IDS.review)).status).toBe(4);
    // The current task (left on the home page) reads as the list does, before midnight and after.
    expect((await myProfile(token)).data.task).toMatchObject({ id: TASK_IDS.tiktok, status: 6 });
    clock.setNow(MIDNIGHT);
    expect(await taskAt(token, TASK_IDS.tiktok)).toMatchObject({ status: 0, log_id: null, images: [] });
    expect((await myProfile(token)).data.task).toMatchObject({ id: TASK_IDS.tiktok, status: 0 });
    expect(await taskAt(token, TASK_IDS.review)).toMatchObject({ status: 0, log_id: null, sub_refusal: '' });
    const next = await submitProof(token, { id: TASK_IDS.tiktok, images: [picture('b.jpg')] });
    expect(next.data.status).toBe(2);
    expect(next.data.log_id).not.toBe(first.data.log_id);
    expect(demoAttempts(TASK_IDS.tiktok).map((l) => l.status)).toEqual([6, 2]);
  });

  it('keeps showing an older attempt with its reward to collect, or still waiting for review', async () => {
    const token = await signInDemo();
    clock.setNow(MIDNIGHT - 30_000);
    await submitProof(token, { id: TASK_IDS.share, images: [picture('a.jpg')] });
    clock.setNow(MIDNIGHT + 10_000);
    expect((await taskAt(token, TASK_IDS.share)).status).toBe(2);
    expect((await taskAt(token, TASK_IDS.checkIn)).status).toBe(3);
    clock.setNow(MIDNIGHT + 30_000);
    expect((await taskAt(token, TASK_IDS.share)).status).toBe(3);
    expect(await submitProof(token, { id: TASK_IDS.share, images: [picture('b.jpg')] })).toEqual(
      refused('This task is already completed today'),
    );
  });
});

describe('fake backend: a video proof', () => {
  const video = (name: string, size = 4) => ({ name, type: 'video/mp4', bytes: new Uint8Array(size) });

  it('uploads a video as a made-up URL with its name, without keeping it, and sends it for review', async () => {
    const token = await signInDemo();
    const before = JSON.parse(JSON.stringify(db())) as unknown;
    const upload = await uploadNamed(token, video('my unboxing (1).mp4'));
    expect(upload).toEqual({
      code: 200,
      msg: 'Success',
      data: { url: 'https://media.qcmall.io/proof/1/my_unboxing__1_.mp4' },
    });
    expect({ ...db(), seq: { ...db().seq, video: 0 } }).toEqual(before);
    const url = upload.data?.url ?? '';
    const reply = await submitProof(token, { id: TASK_IDS.unboxing, images: [], video: url });
    expect(reply.data).toMatchObject({ status: 2, video: url, images: [] });
    clock.advance(MINUTE);
    expect((await taskAt(token, TASK_IDS.unboxing)).status).toBe(3);
    const second = await uploadNamed(token, video('second.mp4'));
    expect(second.data?.url).toBe('https://media.qcmall.io/proof/2/second.mp4');
  });

  it('rejects a video whose file name has "reject" in it', async () => {
    const token = await signInDemo();
    const upload = await uploadNamed(token, video('please-reject-me.mov'));
    await submitProof(token, { id: TASK_IDS.unboxing, video: upload.data?.url });
    clock.advance(MINUTE);
    expect(await taskAt(token, TASK_IDS.unboxing)).toMatchObject({ status: 4, sub_refusal: NOT_SHOWN });
  });

  it('refuses a video over 20 MB, changing nothing', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await uploadNamed(token, video('big.mp4', 20 * 1024 * 1024 + 1), 'ko_kr')).toEqual(
      refused('동영상은 20MB를 초과할 수 없습니다'),
    );
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: an uploaded picture keeps its file name', () => {
  it('as a name= parameter, cut to letters, digits, dot, dash and underscore, at most 80', async () => {
    const token = await signInDemo();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    const named = await uploadNamed(token, { name: 'Скрин 1 (reject).jpg', type: 'image/jpeg', bytes });
    expect(named.data?.url).toBe('data:image/jpeg;name=______1__reject_.jpg;base64,/9j/');
    const long = `${'a'.repeat(100)}.png`;
    const cut = await uploadNamed(token, { name: long, type: 'image/png', bytes });
    expect(cut.data?.url).toBe(`data:image/png;name=${'a'.repeat(80)};base64,/9j/`);
  });
});
