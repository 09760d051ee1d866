// Renders the fake backend's pictures (src/mocks/media/source/*.svg, drawn by hand) into the WebP files it
// serves (src/mocks/media/*.webp), at each drawing's own width and height. A real backend serves photos, which
// the browser decodes off the main thread; an SVG picture is a document of its own, parsed, laid out and
// painted on the page's main thread (decision 0032). Run after changing a drawing: `node scripts/fake-media.mjs`.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'src/mocks/media/source');
const OUT = path.join(ROOT, 'src/mocks/media');
const QUALITY = 0.82;

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

const files = (await readdir(SOURCE)).filter((file) => file.endsWith('.svg')).sort();
for (const file of files) {
  const svg = await readFile(path.join(SOURCE, file), 'utf8');
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error(`${file}: the <svg> needs a width and a height in pixels`);
  const dataUrl = await page.evaluate(
    async ({ text, w, h, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      canvas.getContext('2d').drawImage(image, 0, 0, w, h);
      return canvas.toDataURL('image/webp', quality);
    },
    { text: svg, w: width, h: height, quality: QUALITY },
  );
  if (!dataUrl.startsWith('data:image/webp;base64,'))
    throw new Error(`${file}: this browser cannot encode WebP`);
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const name = file.replace(/\.svg$/, '.webp');
  await writeFile(path.join(OUT, name), bytes);
  console.log(`${name.padEnd(28)} ${width}×${height} ${(bytes.length / 1024).toFixed(1)} KB`);
}
await browser.close();
