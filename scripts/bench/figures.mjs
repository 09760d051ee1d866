// @ts-check
// The bench's arithmetic, apart from anything that runs a browser: the order of the visits, medians and the
// issue's targets (issue 35) as ratios of figures measured in the same run (decision 0071).

/**
 * One page of one app as the bench visits it: `repeat` names the figures of a repeat visit in the same browser
 * (cache, service worker and storage kept), `signedIn` seeds the demo account's session before navigation.
 * @typedef {{ id: string, app: string, path: string, label: string, repeat?: string, signedIn?: boolean }} Visit
 */

/** What one Lighthouse run gives. @typedef {Record<string, number>} Figures */

/**
 * Every visit of a round, in the order each round takes them: our real-backend build (its API the HTTP fake
 * backend, then one that answers nothing), the demo build (the fake backend in the page), then the peers
 * (../shared/bench/peers).
 * @type {Visit[]}
 */
export const VISITS = [
  { id: 'home', app: 'qc', path: '/', label: 'QC Mall home', repeat: 'home-repeat' },
  { id: 'ranking', app: 'qc', path: '/pages/index/ranking', label: 'QC Mall ranking' },
  { id: 'me-guest', app: 'qc', path: '/pages/my/index', label: 'QC Mall Me (guest)' },
  { id: 'me-signed-in', app: 'qc', path: '/pages/my/index', label: 'QC Mall Me (signed in)', signedIn: true },
  // The same build with an API that has nothing (emptyAnswer): a page without data, as newbee-mall's is here
  // (its API host cannot be reached). A figure to read beside the peer's, not a target (decision 0089).
  { id: 'home-empty', app: 'qc-empty', path: '/', label: 'QC Mall home, every answer empty' },
  { id: 'demo-home', app: 'demo', path: '/', label: 'demo build home', repeat: 'demo-home-repeat' },
  { id: 'newbee-home', app: 'newbee-mall-vue3-app', path: '/', label: 'newbee-mall-vue3-app home' },
  { id: 'static-floor', app: 'static-floor', path: '/', label: 'static HTML floor' },
];

/** Every figure the bench keeps of a run, in the order of the table. */
export const FIGURES = [
  'score',
  'lcp',
  'tbt',
  'blockingAll',
  'cls',
  'js',
  'mainThread',
  'mainCpu',
  'bootup',
  'scripts',
  'longTasks',
];

/**
 * Blocking time counted from the navigation, not from the first paint: each long task's time past 50 ms in
 * Lighthouse's simulated timeline (its long-tasks audit lists every one, before the first paint too). TBT
 * counts only the tasks between the first contentful paint and interactive, so a page that paints late,
 * after its work, shows little TBT however long it blocks: newbee-mall's tasks all come before its first
 * paint, ours after the prerendered shell's (decision 0076). A figure to read beside TBT, not a target.
 * @param {{ duration: number }[]} tasks
 */
export function blockingFromStart(tasks) {
  return Math.round(tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0));
}

/**
 * The page's main thread's own CPU time in a Lighthouse trace, on the scale of Lighthouse's main-thread work
 * (`slowdown`, its CPU multiplier): the thread time of each top-level task of the page's renderer main thread,
 * where Lighthouse's figure counts each task's wall time. On this 2-core machine a task's wall time holds the
 * time the thread waited for a core (the browser's other processes and threads, the servers, Lighthouse itself):
 * in session 32's traces our home's tasks took 2.6–3.0 times their thread time, newbee-mall's 1.9–2.3 times
 * (decision 0090). A figure to read beside the wall-time one, not a target. The page's thread is the renderer
 * main thread with the most tasks (the browser's own WebUI renderer runs a handful).
 * @param {{ name: string, ph: string, pid: number, tid: number, dur?: number, tdur?: number, args?: any }[]} events
 * @param {number} slowdown
 */
export function mainThreadCpu(events, slowdown) {
  const isTask = (/** @type {{ name: string, ph: string }} */ event) =>
    event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, { count: number, cpu: number }>} */
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mains.has(thread) || !isTask(event)) continue;
    const sum = byThread.get(thread) ?? { count: 0, cpu: 0 };
    sum.count += 1;
    sum.cpu += event.tdur ?? event.dur ?? 0;
    byThread.set(thread, sum);
  }
  const page = [...byThread.values()].sort((a, b) => b.count - a.count)[0];
  return page ? Math.round((page.cpu / 1000) * slowdown) : undefined;
}

/**
 * Every visit once per round, always in the same order: noise on the machine (another build, a test run)
 * falls on every app alike instead of on whichever was measured while it lasted.
 * @param {Visit[]} visits
 * @param {number} rounds
 * @returns {{ round: number, visit: Visit }[]}
 */
export function interleave(visits, rounds) {
  return Array.from({ length: rounds }, (_, round) =>
    visits.map((visit) => ({ round: round + 1, visit })),
  ).flat();
}

/**
 * The middle value (the mean of the two middle ones for an even count); undefined for none.
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Each visit's median of each figure over its runs.
 * @param {{ id: string, figures: Figures }[]} runs
 * @returns {Record<string, Figures>}
 */
export function medians(runs) {
  /** @type {Record<string, Figures>} */
  const byVisit = {};
  for (const id of new Set(runs.map((run) => run.id))) {
    const own = runs.filter((run) => run.id === id).map((run) => run.figures);
    byVisit[id] = Object.fromEntries(
      Object.keys(own[0] ?? {}).map((figure) => [
        figure,
        // (a visit's runs all have the same figures, so there is always a median)
        median(own.map((figures) => figures[figure] ?? NaN)) ?? NaN,
      ]),
    );
  }
  return byVisit;
}

/**
 * A target of issue 35: `figure` of visit `id` against a limit taken from other medians of the same run.
 * @typedef {{ id: string, figure: string, at: 'most' | 'least', limit: (m: Record<string, Figures>) => number | undefined, of: string }} Target
 */

const OUR_PAGES = ['home', 'ranking', 'me-guest', 'me-signed-in'];

/** @type {Target[]} */
export const TARGETS = [
  ...OUR_PAGES.flatMap(
    (id) =>
      /** @type {Target[]} */ ([
        { id, figure: 'tbt', at: 'most', limit: (m) => m['newbee-home']?.tbt, of: "newbee's TBT" },
        {
          id,
          figure: 'score',
          at: 'least',
          limit: (m) => plus(m['newbee-home']?.score, 10),
          of: "newbee's score + 10",
        },
        {
          id,
          figure: 'lcp',
          at: 'most',
          limit: (m) => times(m['static-floor']?.lcp, 2),
          of: "2 × the static floor's LCP",
        },
        { id, figure: 'cls', at: 'most', limit: () => 0.02, of: '0.02' },
        {
          id,
          figure: 'mainThread',
          at: 'most',
          limit: (m) => m['newbee-home']?.mainThread,
          of: "newbee's main-thread work",
        },
      ]),
  ),
  { id: 'home-repeat', figure: 'lcp', at: 'most', limit: () => 1000, of: '1.0 s (kept)' },
  // The demo build's first and repeat visits beside the real-backend build's.
  ...[
    ['demo-home', 'home'],
    ['demo-home-repeat', 'home-repeat'],
  ].flatMap(([id = '', real = '']) =>
    ['lcp', 'tbt'].map(
      (figure) =>
        /** @type {Target} */ ({
          id,
          figure,
          at: 'most',
          limit: (m) => times(m[real]?.[figure], 1.25),
          of: `1.25 × the real-backend ${real}'s`,
        }),
    ),
  ),
];

/** @param {number | undefined} value @param {number} by */
const plus = (value, by) => (value === undefined ? undefined : value + by);
/** @param {number | undefined} value @param {number} by */
const times = (value, by) => (value === undefined ? undefined : value * by);

/**
 * Each target whose figures were measured in this run (a target beside a peer left out, or a page left out by
 * --only, is not judged): its value, its limit and whether it holds.
 * @param {Target[]} targets
 * @param {Record<string, Figures>} byVisit
 */
export function judge(targets, byVisit) {
  return targets.flatMap((target) => {
    const value = byVisit[target.id]?.[target.figure];
    const limit = target.limit(byVisit);
    if (value === undefined || limit === undefined) return [];
    const ok = target.at === 'most' ? value <= limit : value >= limit;
    return [{ id: target.id, figure: target.figure, at: target.at, of: target.of, value, limit, ok }];
  });
}

/**
 * What the bench's empty API answers to a call at `path`: a success with nothing in it — no list rows, no
 * settings — in the shape the call's answer takes (docs/api.md): the categories and the ticker are arrays, other
 * lists a page, the rest no object at all.
 * @param {string} path
 */
export function emptyAnswer(path) {
  const data = /\/(GetCategoryList|GetScrollList)$/.test(path)
    ? []
    : /List$/.test(path)
      ? { list: [], total: 0 }
      : null;
  return { code: 200, msg: 'success', data };
}
