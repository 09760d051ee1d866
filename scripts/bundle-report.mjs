#!/usr/bin/env node
// Prints the gzip size of every JS chunk and of what the home page fetches before its first data call — the
// entry and the API client (axios and the signature) and everything they import statically: the entry sends
// the first screen's queries as soon as the client is in (src/main.tsx, decision 0027) — and of its whole first
// screen (with the home chunk, React and the router, src/app/start.tsx). Fails the build when the budgets are
// exceeded (issue 11): before the first data call ≤ 100 KB, the whole first screen ≤ 150 KB, any route's chunk
// ≤ 40 KB, any other chunk ≤ 50 KB (the fake backend, a demo-only chunk, excepted; the chart library, loaded
// after a chart page is on screen and only there, ≤ 56 KB: decision 0038).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
// The demo build carries the fake backend, which shares modules (the endpoint table, the signature) with
// the app; the budget is the product's, so it is enforced on real-backend builds (`npm run size`).
const demoBuild = fs.existsSync(path.join(dist, 'mockServiceWorker.js'));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('bundle-report: dist/.vite/manifest.json not found (run vite build first)');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const INITIAL_BUDGET = 100 * 1024;
const FIRST_SCREEN_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 40 * 1024;
const CHUNK_BUDGET = 50 * 1024;
// lightweight-charts is one module (tree-shaken to the series we use); it is fetched by a chart once its page is
// shown, never by a route or the first screen (decision 0038).
const CHART_LIBRARY = /^assets\/lightweight-charts/;
const CHART_LIBRARY_BUDGET = 56 * 1024;
// The fake backend is not part of the product: it ships only in demo builds and is loaded before the app. Its
// chunks are named mocks-… (vite.config.ts, chunkFileNames).
const exempt = (file) => /^assets\/mocks-/.test(file);

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The home route renders the placeholder until its page is built.
const HOME_SOURCES = ['src/pages/index/index.tsx', 'src/ui/layout/PagePlaceholder.tsx'];
// A module's chunk: the one keyed by it, or the chunk named for it where the build put it in a chunk with
// the modules it runs (vite.config.ts, decision 0083: such a chunk is keyed by its file).
// A module in neither fails the report: a budget must not pass because it measured nothing.
function chunkFor(src, name) {
  if (manifest[src]) return manifest[src];
  const named = Object.values(manifest).filter((each) => each.name === name && !each.src);
  if (named.length !== 1) throw new Error(`bundle-report: no one chunk holds ${src}`);
  return named[0];
}
const entry = chunkFor('index.html', 'index');
const home = HOME_SOURCES.map((src) => manifest[src]).find(Boolean);
const initial = new Set();
function walk(chunk) {
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const key of chunk.imports ?? []) walk(manifest[key]);
}
walk(entry);
// The client: the first data call leaves once axios and the signature are in (src/api/client.ts).
walk(chunkFor('node_modules/axios/index.js', 'axios'));
walk(chunkFor('src/lib/sign.ts', 'sign'));
// The rest of the first screen, fetched beside the data: the home chunk, React, the router, the page map.
const beforeData = new Set(initial);
walk(home);
walk(chunkFor('src/app/start.tsx', 'start'));
walk(chunkFor('src/app/pageModules.ts', 'pageModules'));
const firstScreen = new Set(initial);
initial.clear();
for (const file of beforeData) initial.add(file);
const routeChunks = new Set(
  Object.entries(manifest)
    .filter(([src]) => src.startsWith('src/pages/'))
    .map(([, chunk]) => chunk.file),
);

const chunks = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
const rows = chunks
  .map((file) => ({ file, size: gz(file), initial: initial.has(file) }))
  .sort((a, b) => b.size - a.size);
const initialSize = rows.filter((r) => r.initial).reduce((sum, r) => sum + r.size, 0);
const firstScreenSize = rows.filter((r) => firstScreen.has(r.file)).reduce((sum, r) => sum + r.size, 0);

console.log('\nBundle report (gzip):');
for (const r of rows) {
  const mark = r.initial ? '*' : firstScreen.has(r.file) ? '+' : routeChunks.has(r.file) ? 'r' : ' ';
  console.log(`  ${mark} ${kb(r.size).padStart(9)}  ${r.file}`);
}
console.log(`  (* = before the home page's first data call, + = the rest of its first screen, r = a route)`);
console.log(`  JS before the first data call: ${kb(initialSize)} / ${kb(INITIAL_BUDGET)}`);
console.log(`  JS of the whole first screen: ${kb(firstScreenSize)} / ${kb(FIRST_SCREEN_BUDGET)}`);

const problems = [];
if (initialSize > INITIAL_BUDGET)
  problems.push(`JS before the first data call ${kb(initialSize)} exceeds ${kb(INITIAL_BUDGET)}`);
if (firstScreenSize > FIRST_SCREEN_BUDGET)
  problems.push(`JS of the first screen ${kb(firstScreenSize)} exceeds ${kb(FIRST_SCREEN_BUDGET)}`);
for (const r of rows) {
  const budget = routeChunks.has(r.file)
    ? ROUTE_BUDGET
    : CHART_LIBRARY.test(r.file)
      ? CHART_LIBRARY_BUDGET
      : CHUNK_BUDGET;
  if (!r.initial && !firstScreen.has(r.file) && !exempt(r.file) && r.size > budget)
    problems.push(`${r.file} ${kb(r.size)} exceeds ${kb(budget)}`);
}
if (initial.size && [...initial].some(exempt)) problems.push('the fake backend is in the initial load');
if (problems.length && demoBuild) {
  console.log(
    `\nDemo build over the product budget (checked on real-backend builds by npm run size):\n  ${problems.join('\n  ')}`,
  );
} else if (problems.length) {
  console.error(`\nBundle budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
