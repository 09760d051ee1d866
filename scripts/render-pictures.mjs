// Renders SVG drawings into the WebP pictures the app and the fake backend serve, at each drawing's own width
// and height (decision 0032):
// - the fake backend's pictures, src/mocks/media/source/*.svg → src/mocks/media/*.webp. A real backend serves
//   photos, which the browser decodes off the main thread; an SVG picture is a document of its own, parsed,
//   laid out and painted on the page's main thread;
// - the mall's own banner, src/shell/banner.svg → public/shell/banner.webp, inlined in the prerendered shell
//   (build/shell.ts) and shown by the home page while its promotions load: a raster picture of the same box as
//   the promotions' pictures, so that those, when they come, are not a larger paint than the shell's.
// Run after changing a drawing: `node scripts/render-pictures.mjs`.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS = [
  { from: 'src/mocks/media/source', to: 'src/mocks/media', quality: 0.82 },
  { from: 'src/shell', to: 'public/shell', quality: 0.6 },
];

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

for (const { from, to, quality } of JOBS) {
  const files = (await readdir(path.join(ROOT, from))).filter((file) => file.endsWith('.svg')).sort();
  for (const file of files) {
    const svg = await readFile(path.join(ROOT, from, file), 'utf8');
    const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
    const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
    if (!width || !height) throw new Error(`${file}: the <svg> needs a width and a height in pixels`);
    const dataUrl = await page.evaluate(
      async ({ text, w, h, q }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        canvas.getContext('2d').drawImage(image, 0, 0, w, h);
        return canvas.toDataURL('image/webp', q);
      },
      { text: svg, w: width, h: height, q: quality },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,'))
      throw new Error(`${file}: this browser cannot encode WebP`);
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const name = file.replace(/\.svg$/, '.webp');
    await writeFile(path.join(ROOT, to, name), bytes);
    console.log(
      `${path.join(to, name).padEnd(44)} ${width}×${height} ${(bytes.length / 1024).toFixed(1)} KB`,
    );
  }
}
await browser.close();
