#!/usr/bin/env node
// `npm run bench`: Lighthouse's mobile profile over our real-backend build, the demo build and the peers in
// ../shared/bench/peers, in interleaved rounds, and the targets as ratios within the run (decision
// 0071). Figures for the README, never a test.
// Usage: node scripts/bench.mjs [--rounds=5] [--only=/,me-signed-in] [--peers=dir] [--no-build] [--keep=dir]
// (--only keeps the visits with that path or id; --keep writes each run's whole Lighthouse report there)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIGURES, TARGETS, VISITS, interleave, judge, medians } from './bench/figures.mjs';
import { measureVisit } from './bench/lighthouse.mjs';
import { serveEmptyApi, serveProcess, serveStatic } from './bench/serve.mjs';

const option = (name) =>
  process.argv
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const ROUNDS = Number(option('rounds')?.[0] ?? 5);
const ONLY = option('only');
const PEERS = option('peers')?.[0] ?? path.join('..', 'shared', 'bench', 'peers');
const KEEP_DIR = option('keep')?.[0];
const REPORT = path.join('bench', 'last.json');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8790);
const API = `http://127.0.0.1:${API_PORT}`;
const EMPTY_API_PORT = API_PORT + 1;
/** Each app's port and what serves it; the peers' folders are named as their apps. */
const APP_PORTS = {
  qc: 4180,
  demo: 4181,
  'newbee-mall-vue3-app': 4182,
  'static-floor': 4183,
  'qc-empty': 4184,
};
const BUILDS = {
  qc: { outDir: 'dist-bench', apiBase: API },
  'qc-empty': { outDir: 'dist-bench-empty', apiBase: `http://127.0.0.1:${EMPTY_API_PORT}` },
  demo: { outDir: 'dist-bench-demo', apiBase: '' },
};
const origin = (app) => `http://127.0.0.1:${APP_PORTS[app]}`;

function run(command, args, env = {}, stdio = 'inherit') {
  const result = spawnSync(command, args, { stdio, env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result;
}

const peerDir = (app) => path.join(PEERS, app);
const servable = (visit) => visit.app in BUILDS || fs.existsSync(peerDir(visit.app));
const visits = VISITS.filter(
  (visit) => servable(visit) && (!ONLY || ONLY.includes(visit.path) || ONLY.includes(visit.id)),
);
const skippedPeers = VISITS.filter((visit) => !servable(visit)).map((visit) => visit.app);
if (skippedPeers.length > 0) console.log(`No ${skippedPeers.join(', ')} in ${PEERS}: left out`);
const apps = new Set(visits.map((visit) => visit.app));

const loadStart = os.loadavg();
for (const [app, build] of Object.entries(BUILDS)) {
  if (!apps.has(app)) continue;
  // The real-backend build calls VITE_API_BASE; without it the build embeds the fake backend (the demo).
  if (!process.argv.includes('--no-build')) {
    run('npx', ['vite', 'build', '--outDir', build.outDir, '--emptyOutDir'], {
      VITE_API_BASE: build.apiBase,
    });
  }
  const args = [
    '--outDir',
    build.outDir,
    '--host',
    '127.0.0.1',
    '--port',
    String(APP_PORTS[app]),
    '--strictPort',
  ];
  await serveProcess('npx', ['vite', 'preview', ...args], origin(app));
}
if (apps.has('qc')) {
  const state = ['--state', '.fake-backend/bench.json', '--reset'];
  await serveProcess(
    'npx',
    ['tsx', 'src/mocks/server/main.ts', '--port', String(API_PORT), ...state],
    `${API}/`,
  );
}
if (apps.has('qc-empty')) await serveEmptyApi(EMPTY_API_PORT);
for (const app of apps) if (!(app in BUILDS)) await serveStatic(peerDir(app), APP_PORTS[app]);

const signedIn = visits.some((visit) => visit.signedIn);
const session = signedIn
  ? JSON.parse(
      run('npx', ['tsx', 'scripts/bench/signIn.ts', API], {}, [
        'ignore',
        'pipe',
        'inherit',
      ]).stdout.toString(),
    )
  : undefined;

const runs = [];
const schedule = interleave(visits, ROUNDS);
for (const { round, visit } of schedule) {
  const { first, repeat } = await measureVisit(visit, `${origin(visit.app)}${visit.path}`, {
    session,
    keep: KEEP_DIR,
  });
  runs.push({ round, id: visit.id, figures: first });
  if (visit.repeat && repeat) runs.push({ round, id: visit.repeat, figures: repeat });
  console.log(
    `round ${round}/${ROUNDS} ${visit.label}: score ${first.score}, LCP ${first.lcp} ms, TBT ${first.tbt} ms`,
  );
}
const loadEnd = os.loadavg();

const byVisit = medians(runs);
const rows = visits.flatMap((visit) => [
  { id: visit.id, label: visit.label },
  ...(visit.repeat ? [{ id: visit.repeat, label: `${visit.label}, repeat visit` }] : []),
]);
const HEADINGS = [
  'score',
  'LCP ms',
  'TBT ms',
  'all block',
  'CLS',
  'JS KiB',
  'main ms',
  'main CPU',
  'bootup ms',
  'scripts',
  'long tasks',
];
const width = Math.max(...rows.map((row) => row.label.length));
console.log(`\nLighthouse mobile, median of ${ROUNDS} interleaved rounds`);
console.log(`${''.padEnd(width)}  ${HEADINGS.map((heading) => heading.padStart(11)).join('')}`);
for (const row of rows) {
  const cells = FIGURES.map((figure) => String(byVisit[row.id]?.[figure] ?? '—').padStart(11));
  console.log(`${row.label.padEnd(width)}  ${cells.join('')}`);
}

const verdicts = judge(TARGETS, byVisit);
const labels = Object.fromEntries(rows.map((row) => [row.id, row.label]));
console.log('\nTargets (issue 35), within this run');
for (const verdict of verdicts) {
  const limit = Number(verdict.limit.toFixed(verdict.figure === 'cls' ? 3 : 0));
  const sign = verdict.at === 'most' ? '≤' : '≥';
  console.log(
    `${labels[verdict.id]} ${verdict.figure}: ${verdict.value} ${sign} ${limit} (${verdict.of}): ${verdict.ok ? 'ok' : 'over'}`,
  );
}

fs.mkdirSync(path.dirname(REPORT), { recursive: true });
const report = {
  date: new Date().toISOString(),
  rounds: ROUNDS,
  loadAverage: { start: loadStart, end: loadEnd },
  visits: rows,
  medians: byVisit,
  targets: verdicts,
  runs,
};
fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to ${REPORT}`);
process.exit(0);
