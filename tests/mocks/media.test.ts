import type { PublicConfig } from '../../src/api/config';
import * as endpoints from '../../src/api/endpoints';
import type { Category, GoodsDetail } from '../../src/api/draws/treasure';
import type { LangValue } from '../../src/api/types';
import { ROUTES } from '../../src/lib/routes';
import { db } from '../../src/mocks/db';
import { withFrozenClock } from './setupLocal';
import { callFake, ORIGIN } from './signedFetch';
import { T } from './treasureHelpers';
import { webpSize } from '../webp';

withFrozenClock();

const LANGS: LangValue[] = ['zh_cn', 'en_us', 'pt_br', 'ko_kr', 'ja_jp', 'ru_ru'];
const MEDIA = `${ORIGIN}/fake-media/`;

/** Fetches a picture from the fake backend: 200, a WebP of the stated size, small enough for a phone. */
async function expectPicture(url: string, size: { width: number; height: number }) {
  expect(url.startsWith(MEDIA)).toBe(true);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(webpSize(bytes)).toEqual(size);
  expect(bytes.length).toBeLessThan(40_000);
}

describe('fake backend: pictures', () => {
  it('gives every product a picture of its own, served by the fake backend', async () => {
    const details = await Promise.all(
      db().goods.map(async (g) => (await callFake<GoodsDetail>(T.GetGoodsInfo, { id: g.id })).data),
    );
    const own = details.map((d) => d.thumbnail);
    expect(new Set(own).size).toBe(details.length);
    for (const detail of details) {
      expect(detail.images[0]).toBe(detail.thumbnail);
      for (const url of new Set(detail.images)) await expectPicture(url, { width: 400, height: 400 });
    }
  });

  it('keeps paths in the state and answers URLs on the origin the request reached', () => {
    const stored = [
      ...db().goods.flatMap((g) => [g.thumbnail, ...g.images]),
      ...db().categories.map((c) => c.icon),
    ];
    expect(stored.every((path) => /^\/fake-media\/[a-z0-9-]+\.webp$/.test(path))).toBe(true);
  });

  it('serves the category icons and refuses unknown or unsafe names', async () => {
    const categories = (await callFake<Category[]>(T.GetCategoryList)).data;
    for (const c of categories) await expectPicture(c.icon, { width: 96, height: 96 });
    expect((await fetch(`${MEDIA}no-such-picture.webp`)).status).toBe(404);
    expect((await fetch(`${MEDIA}iphone-16-pro.svg`)).status).toBe(404);
    expect((await fetch(`${MEDIA}..%2Fpaths.ts`)).status).toBe(404);
    expect((await fetch(`${MEDIA}Bundled.TS`)).status).toBe(404);
  });
});

describe('fake backend: home banners', () => {
  const bannersIn = async (lang: LangValue) =>
    (await callFake<PublicConfig>(endpoints.Public.getConfig, {}, { lang })).data.banners ?? [];

  it('come in the request language, each with its own picture and an internal link', async () => {
    const english = await bannersIn('en_us');
    expect(english.length).toBeGreaterThanOrEqual(3);
    expect(english.length).toBeLessThanOrEqual(4);
    for (const lang of LANGS) {
      const banners = await bannersIn(lang);
      expect(banners.map((b) => [b.id, b.image, b.link])).toEqual(
        english.map((b) => [b.id, b.image, b.link]),
      );
      for (const b of banners) expect(b.title.trim() && b.subtitle.trim()).toBeTruthy();
      if (lang !== 'en_us') expect(banners.map((b) => b.title)).not.toEqual(english.map((b) => b.title));
    }
    expect(new Set(english.map((b) => b.image)).size).toBe(english.length);
    for (const b of english) await expectPicture(b.image, { width: b.width, height: b.height });
  });

  it('link to routes of the app: a product on sale, check-in, winners', async () => {
    const links = (await bannersIn('en_us')).map((b) => new URL(b.link, ORIGIN));
    for (const link of links) expect(Object.keys(ROUTES)).toContain(link.pathname);
    const details = links.filter((l) => l.pathname === '/pages/index/details');
    expect(details.length).toBeGreaterThan(0);
    for (const link of details) {
      const issue = db().issues.find((i) => i.id === Number(link.searchParams.get('id')));
      expect(issue).toMatchObject({ kind: link.searchParams.get('type'), status: 0 });
    }
    expect(links.map((l) => l.pathname)).toEqual(
      expect.arrayContaining(['/pages/my/signIn', '/pages/index/winList']),
    );
  });
});
