import type { CurrentTask } from '../../../../api/tasks/task';
import { mediaPath } from '../../../media/paths';
import { TASK_COPY, type TaskKey } from '../taskCatalogTexts';
import { days, minutes, type SeedClock } from '../../../db/seedClock';
import type { SeedEvent } from '../../../db/seedTimeline';
import type { DbState, TaskRow } from '../../../db/schema';
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
  /** daily, a screenshot, 15 points; a long title in every language, the Russian longest (it must fit at 375 px) */
  longTitle: 9,
  /** daily, a screenshot, 10 points; markup in its title and instructions that must stay text */
  hostile: 10,
} as const satisfies Record<TaskKey, number>;

/** A task as planned: its name in TASK_IDS (its id, and its title and instructions in texts/taskCatalogTexts). */
type Plan = { key: TaskKey } & Omit<TaskRow, 'id' | 'title' | 'describe' | Defaulted> &
  Partial<Pick<TaskRow, Defaulted>>;
type Defaulted = 'describeImg' | 'url' | 'minSeconds' | 'proofType';

const PLANS: Plan[] = [
  {
    key: 'tiktok',
    type: 'daily',
    reward: 10,
    rewardType: 'points',
  },
  {
    key: 'share',
    type: 'daily',
    reward: 0.5,
    rewardType: 'balance',
  },
  {
    key: 'unboxing',
    type: 'daily',
    describeImg: mediaPath('redmi-buds'),
    reward: 50,
    rewardType: 'points',
    proofType: 'video',
  },
  {
    key: 'review',
    type: 'daily',
    reward: 20,
    rewardType: 'points',
  },
  {
    key: 'checkIn',
    type: 'daily',
    describeImg: mediaPath('banner-check-in'),
    reward: 5,
    rewardType: 'points',
  },
  {
    key: 'helpCentre',
    type: 'promotion',
    url: 'https://help.qcmall.io/',
    minSeconds: 10,
    reward: 5,
    rewardType: 'points',
  },
  {
    key: 'whitePaper',
    type: 'promotion',
    url: 'https://whitepaper.qcmall.io/',
    minSeconds: 30,
    reward: 0.2,
    rewardType: 'balance',
  },
  {
    key: 'website',
    type: 'promotion',
    url: 'https://qcmall.io/',
    minSeconds: 15,
    reward: 3,
    rewardType: 'points',
  },
  {
    key: 'longTitle',
    type: 'daily',
    reward: 15,
    rewardType: 'points',
  },
  {
    key: 'hostile',
    type: 'daily',
    reward: 10,
    rewardType: 'points',
  },
];

/** The catalogue, in its fixed order, its texts in the six languages. */
export const seedTaskCatalogue = (): TaskRow[] =>
  PLANS.map(({ key, ...plan }) => ({
    id: TASK_IDS[key],
    ...TASK_COPY[key],
    describeImg: '',
    url: '',
    minSeconds: 0,
    proofType: 'image',
    ...plan,
  }));

/** The demo's current task as seeded: the TikTok task, not started yet (no attempt). */
export const DEMO_CURRENT_TASK: CurrentTask = {
  id: TASK_IDS.tiktok,
  describe: TASK_COPY.tiktok.title.en_us,
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
