// node /tmp/tr/trace.mjs <url> <out.json> [--repeat]
import puppeteer from 'puppeteer-core';
const [url, out] = process.argv.slice(2);
const repeat = process.argv.includes('--repeat');
const session = process.argv.find((a) => a.startsWith('--session='))?.slice(10);
const css = process.argv.find((a) => a.startsWith('--css='))?.slice(6);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage();
await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true });
const cdp = await page.createCDPSession();
if (session) await page.evaluateOnNewDocument((s) => { const v = JSON.parse(s); const e = Date.now() + 1e10; localStorage.setItem('token', JSON.stringify({ v: v.token, e })); localStorage.setItem('uid', JSON.stringify({ v: v.uid, e })); }, session);
if (css) await page.evaluateOnNewDocument((css) => { const add = () => { const s = document.createElement('style'); s.textContent = css; document.head.append(s); }; if (document.head) add(); else document.addEventListener('DOMContentLoaded', add); }, css);
if (repeat) { await page.goto(url, { waitUntil: 'networkidle0' }); await new Promise(r=>setTimeout(r,2000)); }
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.tracing.start({ path: out, categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','disabled-by-default-v8.cpu_profiler','disabled-by-default-v8.cpu_profiler.hires','toplevel','blink.user_timing','loading'] });
await page.goto(url, { waitUntil: 'networkidle0', timeout: 120000 });
await new Promise(r=>setTimeout(r,3000));
await page.tracing.stop();
await browser.close();
