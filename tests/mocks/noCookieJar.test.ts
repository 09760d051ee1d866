import fs from 'node:fs';
import path from 'node:path';
import { Cookie, CookieJar, MemoryCookieStore } from '../../src/mocks/http/noCookieJar';

/** Every source file of the fake backend: its path and text. */
function mockSources(dir = path.resolve('src/mocks')): [string, string][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return mockSources(file);
    return /\.tsx?$/.test(entry.name) ? [[file, fs.readFileSync(file, 'utf8')] as [string, string]] : [];
  });
}

describe("MSW's cookie jar in the page (tough-cookie's place in a demo build, decision 0076)", () => {
  it('does what MSW asks of it: an index to keep, no cookies for any address, nothing read back', () => {
    const store = new MemoryCookieStore();
    store.idx = {};
    const jar = new CookieJar(store);
    expect(jar.getCookiesSync('http://127.0.0.1:4173/api/Goods/GetGoodsList')).toEqual([]);
    expect(Cookie.fromJSON({ key: 'a', value: 'b', domain: '127.0.0.1', path: '/' })).toBeNull();
  });

  it('refuses to set a cookie, loudly', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await expect(jar.setCookie('session=1', 'http://127.0.0.1:4173/')).rejects.toThrow(/sets no cookies/);
  });

  it('stands in for a jar nothing needs: no answer of the fake backend sets a cookie', () => {
    // A Set-Cookie header on an answer, or a handler reading MSW's `cookies` (`{ cookies }`, `cookies.x`).
    const sources = mockSources().filter(([file]) => !file.endsWith('noCookieJar.ts'));
    expect(sources.length).toBeGreaterThan(100);
    const setting = sources.filter(([, source]) =>
      /['"`]set-cookie['"`]|\{\s*cookies\b|\bcookies\s*[.[]/i.test(source),
    );
    expect(setting.map(([file]) => file)).toEqual([]);
  });
});
