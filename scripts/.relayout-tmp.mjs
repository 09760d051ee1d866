import puppeteer from 'puppeteer-core';
const url = process.argv[2];
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const page = await browser.newPage();
await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true });
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise(r => setTimeout(r, 1500));
const variants = {
  base: '',
  font: 'html,body,*{font-family:sans-serif !important}',
  cv: '.infinite-item{content-visibility:auto;contain-intrinsic-size:auto 280px}',
  noimg: 'img{display:none !important}',
  nolist: '#home-products{display:none !important}',
  notop: '.home-top{display:none !important}',
  notabbar: '.tab-bar, nav{display:none !important}',
};
const out = await page.evaluate(async (variants) => {
  const res = {};
  const style = document.createElement('style'); document.head.append(style);
  const root = document.documentElement;
  for (const [name, css] of Object.entries(variants)) {
    style.textContent = css;
    void root.offsetHeight;
    const times = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      root.style.width = i % 2 ? '375px' : '374px';
      void root.offsetHeight;
      times.push(performance.now() - t);
    }
    const s = [...times].sort((a, b) => a - b);
    // style-only recalc: toggle a class on root
    const st = [];
    for (let i = 0; i < 15; i++) { const t = performance.now(); root.classList.toggle('x-recalc'); getComputedStyle(document.body).color; st.push(performance.now() - t); }
    res[name] = `layout ${s[7].toFixed(2)} ms, style ${[...st].sort((a,b)=>a-b)[7].toFixed(2)} ms, nodes ${document.getElementsByTagName('*').length}`;
  }
  return res;
}, variants);
console.log(out);
await browser.close();
