import puppeteer from 'puppeteer-core';
const url = process.argv[2];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage();
await page.setViewport({ width: 375, height: 812, isMobile: true });
await page.evaluateOnNewDocument(() => {
  for (const name of ['NumberFormat','DateTimeFormat','PluralRules','RelativeTimeFormat','ListFormat']) {
    const Orig = Intl[name];
    Intl[name] = function (...args) { const t = performance.now(); const r = new Orig(...args); console.log('INTL', name, JSON.stringify(args), (performance.now()-t).toFixed(1), new Error().stack.split('\n')[2]?.trim()); return r; };
    Intl[name].prototype = Orig.prototype; Intl[name].supportedLocalesOf = Orig.supportedLocalesOf;
  }
});
page.on('console', (m) => m.text().startsWith('INTL') && console.log(m.text()));
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise(r => setTimeout(r, 2000));
await browser.close();
