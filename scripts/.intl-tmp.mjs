import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const order of [['n','d','p','n2'],['d','n','p','n2'],['p','n','d','n2']]) {
const page = await browser.newPage();
await page.goto('about:blank');
const r = await page.evaluate((order) => {
  const out = [];
  const make = { n: () => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(1234.5), d: () => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(new Date()), p: () => new Intl.PluralRules('en').select(2), n2: () => new Intl.NumberFormat('en', { style: 'percent' }).format(0.5) };
  for (const k of order) { const t = performance.now(); make[k](); out.push(k + ' ' + (performance.now() - t).toFixed(1)); }
  const t = performance.now(); (1234.5).toLocaleString('en'); out.push('toLocaleString ' + (performance.now() - t).toFixed(1));
  return out.join(', ');
}, order);
console.log(r);
await page.close();
}
await browser.close();
