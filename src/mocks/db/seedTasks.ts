import type { CurrentTask } from '../../api/task';
import { mediaPath } from '../media/paths';
import { days, minutes, type SeedClock } from './seedClock';
import type { SeedEvent } from './seedTimeline';
import type { DbState, TaskRow } from './schema';
import { reviewProof } from './taskReview';
import { findTask, sendProof, startVisit } from './tasks';

/**
 * The seeded tasks' ids, by what each is for: tests and demos find them by these (docs/api.md §10 "Seeded
 * tasks"). The catalogue is the same for everyone; the attempts below are the demo's.
 */
export const TASK_IDS = {
  /** daily, a screenshot, 10 points; to do: the demo's current task */
  tiktok: 1,
  /** daily, a screenshot, 0.50 balance; to do */
  share: 2,
  /** daily, a video, 50 points; to do */
  unboxing: 3,
  /** daily, a screenshot, 20 points; the demo's proof was rejected today (the picture is blurred) */
  review: 4,
  /** daily, a screenshot, 5 points; the demo's proof was approved today: its reward waits to be collected */
  checkIn: 5,
  /** promotion, https://help.qcmall.io/ for 10 s, 5 points; to do */
  helpCentre: 6,
  /** promotion, https://whitepaper.qcmall.io/ for 30 s, 0.20 balance; to do */
  whitePaper: 7,
  /** promotion, https://qcmall.io/ for 15 s, 3 points; the demo collected it three days ago */
  website: 8,
  /** daily, a screenshot, 15 points; a long Russian title (it must fit at 375 px) */
  longTitle: 9,
  /** daily, a screenshot, 10 points; markup in its title and instructions that must stay text */
  hostile: 10,
} as const;

const HOSTILE = '<img src=x onerror=alert(1)>';

type Plan = Omit<TaskRow, 'describeImg' | 'url' | 'minSeconds' | 'proofType'> &
  Partial<Pick<TaskRow, 'describeImg' | 'url' | 'minSeconds' | 'proofType'>>;

const PLANS: Plan[] = [
  {
    id: TASK_IDS.tiktok,
    type: 'daily',
    title: 'Follow QC Mall on TikTok and upload a screenshot',
    describe:
      'Open TikTok, search for @qcmall and tap Follow.\nTake a screenshot that shows the Following button and upload it.',
    reward: 10,
    rewardType: 'points',
  },
  {
    id: TASK_IDS.share,
    type: 'daily',
    title: 'Share a product with a friend',
    describe:
      'Open any product, tap Share and send it to a friend.\nUpload a screenshot of the chat with the link.',
    reward: 0.5,
    rewardType: 'balance',
  },
  {
    id: TASK_IDS.unboxing,
    type: 'daily',
    title: 'Film a 30-second unboxing video',
    describe:
      'Film yourself opening a parcel from QC Mall, about 30 seconds long (at most 60 s).\nShow the product and its box.',
    describeImg: mediaPath('redmi-buds'),
    reward: 50,
    rewardType: 'points',
    proofType: 'video',
  },
  {
    id: TASK_IDS.review,
    type: 'daily',
    title: 'Post a review of your last order',
    describe:
      'Write a review of the last product you received, with a photo.\nUpload a screenshot of your review.',
    reward: 20,
    rewardType: 'points',
  },
  {
    id: TASK_IDS.checkIn,
    type: 'daily',
    title: 'Check in three days in a row',
    describe: 'Check in on the home page three days running.\nUpload a screenshot of your check-in calendar.',
    describeImg: mediaPath('banner-check-in'),
    reward: 5,
    rewardType: 'points',
  },
  {
    id: TASK_IDS.helpCentre,
    type: 'promotion',
    title: 'Visit the QC Mall help centre',
    describe: 'Open the help centre and read it for at least 10 seconds.',
    url: 'https://help.qcmall.io/',
    minSeconds: 10,
    reward: 5,
    rewardType: 'points',
  },
  {
    id: TASK_IDS.whitePaper,
    type: 'promotion',
    title: 'Read the white paper',
    describe: 'Open the QC Mall white paper and stay on it for at least 30 seconds.',
    url: 'https://whitepaper.qcmall.io/',
    minSeconds: 30,
    reward: 0.2,
    rewardType: 'balance',
  },
  {
    id: TASK_IDS.website,
    type: 'promotion',
    title: 'Visit qcmall.io',
    describe: 'Open the QC Mall website and stay on it for at least 15 seconds.',
    url: 'https://qcmall.io/',
    minSeconds: 15,
    reward: 3,
    rewardType: 'points',
  },
  {
    id: TASK_IDS.longTitle,
    type: 'daily',
    title: 'Сфотографируйте распаковку заказа при курьере и загрузите три снимка упаковки с разных сторон',
    describe:
      'Сфотографируйте посылку до вскрытия, во время распаковки и после неё.\nЗагрузите три снимка, на которых видна наклейка с номером заказа.',
    reward: 15,
    rewardType: 'points',
  },
  {
    id: TASK_IDS.hostile,
    type: 'daily',
    title: `${HOSTILE} Invite a friend to QC Mall`,
    describe: `Send your invitation code to a friend. ${HOSTILE}\nUpload a screenshot of the message.`,
    reward: 10,
    rewardType: 'points',
  },
];

/** The catalogue, in its fixed order. */
export const seedTaskCatalogue = (): TaskRow[] =>
  PLANS.map((plan) => ({ describeImg: '', url: '', minSeconds: 0, proofType: 'image', ...plan }));

/** The demo's current task as seeded: the TikTok task, not started yet (no attempt). */
export const DEMO_CURRENT_TASK: CurrentTask = {
  id: TASK_IDS.tiktok,
  describe: 'Follow QC Mall on TikTok and upload a screenshot',
  describeImg: '',
  is_complete: 0,
  logId: 0,
  sub_refusal: '',
  status: 0,
};

function taskOf(state: DbState, id: number): TaskRow {
  const task = findTask(state, id);
  if (!task) throw new Error(`seed: no task ${id}`);
  return task;
}

/**
 * The demo's attempts, through the server's own rules: today a review proof rejected (blurred) and a check-in
 * proof approved, each with its notice; three days ago the website visited long enough and its reward
 * collected (the points are in the seeded holdings; seedMy writes the ledger line).
 */
export function taskSeedEvents(state: DbState, clock: SeedClock): SeedEvent[] {
  const demo = state.users[0];
  if (!demo) throw new Error('seed: no demo user');
  const sent = (id: number, picture: string, fraction: number, refusal: 'blurred' | null): SeedEvent[] => {
    const time = clock.today(fraction);
    const reviewAt = Math.min(time + minutes(1), clock.now);
    let log: ReturnType<typeof sendProof> | null = null;
    return [
      {
        time,
        act: () => {
          log = sendProof(
            state,
            demo.uid,
            taskOf(state, id),
            undefined,
            { images: [picture], video: '' },
            time,
          );
        },
      },
      { time: reviewAt, act: () => log && reviewProof(state, log, refusal, reviewAt) },
    ];
  };
  const visited = clock.ago(days(3));
  return [
    ...sent(TASK_IDS.review, mediaPath('wuchang-rice'), 0.3, 'blurred'),
    ...sent(TASK_IDS.checkIn, mediaPath('banner-check-in'), 0.5, null),
    {
      time: visited,
      act: () => {
        const log = startVisit(state, demo.uid, taskOf(state, TASK_IDS.website), undefined, visited);
        log.status = 6;
        log.collectTime = visited + 20_000;
      },
    },
  ];
}
