import {
  blockingFromStart,
  emptyAnswer,
  TARGETS,
  VISITS,
  interleave,
  judge,
  mainThreadCpu,
  median,
  medians,
} from '../../scripts/bench/figures.mjs';

describe('the bench (scripts/bench.mjs)', () => {
  it('takes every visit once per round, in the same order each round', () => {
    const [a, b, c] = VISITS;
    const order = interleave([a!, b!, c!], 3).map(({ round, visit }) => `${round}:${visit.id}`);
    expect(order).toEqual([
      `1:${a!.id}`,
      `1:${b!.id}`,
      `1:${c!.id}`,
      `2:${a!.id}`,
      `2:${b!.id}`,
      `2:${c!.id}`,
      `3:${a!.id}`,
      `3:${b!.id}`,
      `3:${c!.id}`,
    ]);
  });

  it("answers our build without data as a success with nothing in it, in each call's shape", () => {
    expect(emptyAnswer('/api/Treasure/GetCategoryList')).toEqual({ code: 200, msg: 'success', data: [] });
    expect(emptyAnswer('/api/Treasure/GetScrollList').data).toEqual([]);
    expect(emptyAnswer('/api/Treasure/GetGoodsList').data).toEqual({ list: [], total: 0 });
    expect(emptyAnswer('/api/Public/getConfig').data).toBeNull();
    expect(emptyAnswer('/api/Profile/GetDictByKeys').data).toBeNull();
    // the empty home is a visit of its own, not one the targets judge
    expect(VISITS.find((visit) => visit.id === 'home-empty')?.app).toBe('qc-empty');
    expect(TARGETS.some((target) => target.id === 'home-empty')).toBe(false);
  });

  it('counts blocking from the navigation: every long task past 50 ms, before the first paint too', () => {
    // Lighthouse's long-tasks audit (debugData.tasks), simulated times; TBT would count only those after FCP.
    const tasks = [
      { startTime: 120, duration: 400 },
      { startTime: 900, duration: 50 },
      { startTime: 2400, duration: 80.6 },
    ];
    expect(blockingFromStart(tasks)).toBe(381);
    expect(blockingFromStart([])).toBe(0);
  });

  it("sums the thread time of the page's main thread's tasks, on Lighthouse's scale", () => {
    const thread = (pid: number, tid: number, name: string) => ({
      name: 'thread_name',
      ph: 'M',
      pid,
      tid,
      args: { name },
    });
    const task = (pid: number, tid: number, dur: number, tdur?: number, name = 'RunTask') => ({
      name,
      ph: 'X',
      pid,
      tid,
      dur,
      tdur,
    });
    const events = [
      thread(1, 1, 'CrRendererMain'), // the page's renderer
      thread(1, 2, 'Compositor'),
      thread(9, 1, 'CrRendererMain'), // the browser's own WebUI renderer: fewer tasks
      task(1, 1, 30_000, 2_000), // waited 28 ms for a core
      task(1, 1, 10_000, 9_000, 'ThreadControllerImpl::RunTask'),
      task(1, 1, 500), // no thread time recorded: its wall time
      task(1, 2, 50_000, 50_000), // another thread
      task(9, 1, 40_000, 40_000),
      { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, dur: 8_000, tdur: 8_000 }, // inside a task
    ];
    expect(mainThreadCpu(events, 4)).toBe(46); // (2 + 9 + 0.5) ms × 4
    expect(mainThreadCpu(events, 1)).toBe(12);
    expect(mainThreadCpu([], 4)).toBeUndefined();
  });

  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([947, 50, 1583, 799, 420])).toBe(799);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('takes each visit’s median of each figure over its rounds', () => {
    const runs = [
      { id: 'home', figures: { tbt: 900, score: 77 } },
      { id: 'newbee-home', figures: { tbt: 50, score: 81 } },
      { id: 'home', figures: { tbt: 1500, score: 70 } },
      { id: 'newbee-home', figures: { tbt: 0, score: 83 } },
      { id: 'home', figures: { tbt: 800, score: 80 } },
      { id: 'newbee-home', figures: { tbt: 70, score: 80 } },
    ];
    expect(medians(runs)).toEqual({ home: { tbt: 900, score: 77 }, 'newbee-home': { tbt: 50, score: 81 } });
  });

  it('judges our pages against the peers measured in the same run', () => {
    const verdicts = judge(TARGETS, {
      home: { tbt: 40, score: 90, lcp: 1600, cls: 0, mainThread: 3100 },
      'newbee-home': { tbt: 50, score: 81, lcp: 3560, cls: 0, mainThread: 3000 },
      'static-floor': { tbt: 6, score: 100, lcp: 760, cls: 0, mainThread: 200 },
    });
    const home = Object.fromEntries(
      verdicts.filter((v) => v.id === 'home').map((v) => [v.figure, [v.value, v.limit, v.ok]]),
    );
    expect(home).toEqual({
      tbt: [40, 50, true],
      score: [90, 91, false],
      lcp: [1600, 1520, false],
      cls: [0, 0.02, true],
      mainThread: [3100, 3000, false],
    });
  });

  it('judges the demo build against the real-backend build, and leaves out what was not measured', () => {
    const verdicts = judge(TARGETS, {
      home: { lcp: 1600, tbt: 400 },
      'demo-home': { lcp: 2100, tbt: 450 },
    });
    expect(verdicts.map((v) => [v.id, v.figure, v.limit, v.ok])).toEqual([
      ['demo-home', 'lcp', 2000, false],
      ['demo-home', 'tbt', 500, true],
    ]);
  });
});
