import type { PublicConfig } from '../../src/api/config';
import * as endpoints from '../../src/api/endpoints';
import type { LangValue } from '../../src/api/types';
import { routeAt } from '../../src/lib/routes';
import { WEB_VIEW_HOSTS } from '../../src/lib/security/webViewHosts';
import { withFrozenClock } from './setupLocal';
import { callFake } from './signedFetch';

withFrozenClock();

const LANGS: LangValue[] = ['en_us', 'zh_cn', 'pt_br', 'ko_kr', 'ja_jp', 'ru_ru'];
const configIn = async (lang: LangValue) =>
  (await callFake<PublicConfig>(endpoints.Public.getConfig, {}, { lang })).data;

describe('fake backend: the white paper and the resources (Public/getConfig)', () => {
  it('the white paper: HTML with its five sections, in each language, each different', async () => {
    const papers = new Set<string>();
    for (const lang of LANGS) {
      const paper = (await configIn(lang)).whitepaper ?? '';
      expect(paper.match(/<h2>/g)).toHaveLength(5);
      // no title of its own: the page has it
      expect(paper).toMatch(/^<p>/);
      expect(paper).not.toMatch(/<h1/);
      expect(paper).not.toMatch(/<script|onerror/);
      // The figures are the backend's own.
      for (const figure of ['0.5', '1.05', '500']) expect(paper.replace(/,/g, '.')).toContain(figure);
      papers.add(paper);
    }
    expect(papers.size).toBe(LANGS.length);
    expect((await configIn('en_us')).whitepaper).toContain('<h2>3. Staking</h2>');
    expect((await configIn('ja_jp')).whitepaper).toContain('ステーキング');
  });

  it('resources: 4–6 links, each an app route or an https address the web view allows, titled in each language', async () => {
    const english = (await configIn('en_us')).resources ?? [];
    expect(english.length).toBeGreaterThanOrEqual(4);
    expect(english.length).toBeLessThanOrEqual(6);
    for (const { url, title, description } of english) {
      expect(title).not.toBe('');
      expect(description).not.toBe('');
      if (url.startsWith('/')) expect(routeAt(url)).toBeDefined();
      else {
        const parsed = new URL(url);
        expect(parsed.protocol).toBe('https:');
        expect(WEB_VIEW_HOSTS).toContain(parsed.host);
      }
    }
    expect(english[0]).toMatchObject({ title: 'White paper', url: '/pages/wallet/whitePaper' });
    for (const lang of LANGS.slice(1)) {
      const resources = (await configIn(lang)).resources ?? [];
      expect(resources.map((r) => r.url)).toEqual(english.map((r) => r.url));
      const descriptions = resources.map((r) => r.description);
      descriptions.forEach((text, index) => expect(text).not.toBe(english[index]?.description));
    }
  });
});
