#!/usr/bin/env node
// Prints the gzip size of every JS chunk and of the home page's initial load — the entry, the map of page
// chunks, the home route's chunk, the English strings and everything they import statically — and fails the
// build when the budgets are exceeded: initial ≤ 120 KB, any other chunk ≤ 50 KB (the fake backend, a
// demo-only chunk, excepted).
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
const INITIAL_BUDGET = 120 * 1024;
const CHUNK_BUDGET = 50 * 1024;
// The fake backend is not part of the product: it ships only in demo builds and is loaded before the app.
const exempt = (file) => /mocks|browser|msw/i.test(file);

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The home route renders the placeholder until its page is built.
const HOME_SOURCES = ['src/pages/index/index.tsx', 'src/ui/PagePlaceholder.tsx'];
const entry = Object.values(manifest).find((c) => c.isEntry);
const home = HOME_SOURCES.map((src) => manifest[src]).find(Boolean);
const initial = new Set();
function walk(chunk) {
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const key of chunk.imports ?? []) walk(manifest[key]);
}
walk(entry);
// The map of page chunks is its own chunk, fetched at boot with the strings: the first screen needs it.
walk(manifest['src/app/pageModules.ts']);
walk(home);
// The strings fetched for the first screen: the core areas and the home page's, in English.
for (const area of ['common', 'error', 'list', 'notFound', 'tab', 'title', 'home'])
  walk(manifest[`locales/en/${area}.json`]);

const chunks = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
const rows = chunks
  .map((file) => ({ file, size: gz(file), initial: initial.has(file) }))
  .sort((a, b) => b.size - a.size);
const initialSize = rows.filter((r) => r.initial).reduce((sum, r) => sum + r.size, 0);

console.log('\nBundle report (gzip):');
for (const r of rows) console.log(`  ${r.initial ? '*' : ' '} ${kb(r.size).padStart(9)}  ${r.file}`);
console.log(`  (* = initial load)  initial JS: ${kb(initialSize)} / ${kb(INITIAL_BUDGET)}`);
const http = manifest['node_modules/axios/index.js'];
if (http) console.log(`  axios, fetched in parallel while the first screen renders: ${kb(gz(http.file))}`);

const problems = [];
if (initialSize > INITIAL_BUDGET)
  problems.push(`initial JS ${kb(initialSize)} exceeds ${kb(INITIAL_BUDGET)}`);
for (const r of rows) {
  if (!r.initial && !exempt(r.file) && r.size > CHUNK_BUDGET)
    problems.push(`${r.file} ${kb(r.size)} exceeds ${kb(CHUNK_BUDGET)}`);
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
