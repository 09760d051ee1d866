import type { DictByKeys, PublicConfig } from '../../src/api/config';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { db, detached } from '../../src/mocks/db';
import { AWKWARD_NAME } from '../../src/mocks/db/seed';
import { appLink } from '../../src/lib/route';
import { LANGUAGES } from '../../src/i18n/languages';
import { withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';

withFrozenClock();

describe('fake backend: site configuration', () => {
  it('Public/getConfig returns the public config, with a closed recharge type and unsafe HTML', async () => {
    const reply = await callFake<PublicConfig>(endpoints.Public.getConfig);
    expect(reply.code).toBe(200);
    const config = reply.data;
    expect(config.recharge_type.some((t) => t.open === 0)).toBe(true);
    expect(config.recharge_type.some((t) => t.open === 1)).toBe(true);
    expect(config.recharge_options.every((n) => n >= 10)).toBe(true);
    expect(config.redeem_options[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      points: expect.any(Number),
    });
    expect(typeof config.mining_type).toBe('number');
    expect(config.winning_list.length).toBeGreaterThan(0);
    const winners = config.winning_list.map((w) => w.nickName);
    expect(winners.at(-1)).toBe(AWKWARD_NAME);
    expect(winners.indexOf(AWKWARD_NAME)).toBe(winners.length - 1);
    expect(config.tracker).not.toBe('');
    for (const html of [config.agreement, config.privacy]) {
      expect(html).toMatch(/<img src=x onerror="window.__qcHostile = /);
      expect(html).toContain('<script>');
    }
  });

  it("Public/getConfig speaks the request's language: methods, redemptions and both documents", async () => {
    const english = (await callFake<PublicConfig>(endpoints.Public.getConfig, {}, { lang: 'en_us' })).data;
    const russian = (await callFake<PublicConfig>(endpoints.Public.getConfig, {}, { lang: 'ru_ru' })).data;
    const card = (config: PublicConfig) => config.recharge_type.find((m) => m.type === 'card')?.name;
    expect(card(english)).toBe('Bank card');
    expect(card(russian)).toBe('Банковская карта');
    expect(english.redeem_options[0]?.name).toBe('10 balance');
    expect(russian.redeem_options[0]?.name).toBe('10 на баланс');
    expect(russian.redeem_options.map((o) => o.points)).toEqual(english.redeem_options.map((o) => o.points));
    expect(russian.agreement).toContain('Пользовательское соглашение');
    expect(russian.privacy).toContain('Политика конфиденциальности');
    expect(russian.agreement).toMatch(/<img src=x onerror="window.__qcHostile = /);
  });

  it('GetDictByKeys returns only the keys asked for', async () => {
    const both = await callFake<DictByKeys>(endpoints.Profile.GetDictByKeys, {
      keys: 'sys_config,phone_region',
    });
    expect(both.data.sys_config).toEqual({
      auction_bid_ratio: 0.01,
      auction_security_deposit_ratio: 0.1,
      seller_open_sign: 20,
      seller_open_balance: 200,
    });
    const codes = both.data.phone_region?.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['+86', '+1', '+55', '+82', '+81', '+7', '+44', '+852']));
    expect(both.data.phone_region?.[0]?.name).toEqual({
      zh_cn: '中国',
      en_us: 'China',
      pt_br: 'China',
      ko_kr: '중국',
      ja_jp: '中国',
      ru_ru: 'Китай',
    });
    for (const region of both.data.phone_region ?? []) expect(Object.keys(region.name)).toHaveLength(6);
    const one = await callFake<DictByKeys>(endpoints.Profile.GetDictByKeys, { keys: 'phone_region' });
    expect(Object.keys(one.data)).toEqual(['phone_region']);
    const none = await callFake<DictByKeys>(endpoints.Profile.GetDictByKeys, { keys: 'unknown' });
    expect(none.data).toEqual({});
  });

  it("GetDictByKeys kefu_faq: support's common questions in the request's language, quoting the rules' figures", async () => {
    const faq = async (lang: (typeof LANGUAGES)[number]['value']) =>
      (await callFake<DictByKeys>(endpoints.Profile.GetDictByKeys, { keys: 'kefu_faq' }, { lang })).data
        .kefu_faq ?? [];
    const english = await faq('en_us');
    expect(english.map((topic) => topic.id)).toEqual([
      'orderNotReceived',
      'topUpNotCredited',
      'howBidding',
      'howPrizeBox',
      'howWithdraw',
    ]);
    // Each answer leads to a page of the app.
    for (const { link } of english) expect(appLink(link?.url)).toBe(link?.url);
    const bidding = english.find((topic) => topic.id === 'howBidding');
    expect(bidding?.answer).toMatch(/deposit: 10% of the evaluation price.*at least 1% of the evaluation/);
    expect(english.find((topic) => topic.id === 'howWithdraw')?.answer).toContain('more than 500 USDT');
    // Every language has every question in its own words.
    const questions = new Set(english.map((topic) => topic.question));
    for (const { value } of LANGUAGES.filter((language) => language.value !== 'en_us')) {
      const topics = await faq(value);
      expect(topics.map((topic) => topic.id)).toEqual(english.map((topic) => topic.id));
      for (const topic of topics) {
        expect(questions.has(topic.question)).toBe(false);
        questions.add(topic.question);
        expect(topic.answer.length).toBeGreaterThan(40);
      }
    }
    // The answers follow the site's settings.
    db().config.sysConfig.auction_security_deposit_ratio = 0.2;
    expect((await faq('ru_ru')).find((topic) => topic.id === 'howBidding')?.answer).toContain('20%');
  });
});

describe('fake backend: Base', () => {
  const visit = { path: '/pages/index/index', enterAt: 1_000, leaveAt: 6_000 };

  it('subscribeLog stores visits of guests and of the signed-in user', async () => {
    expect((await callFake(endpoints.Base.subscribeLog, { logs: [visit] })).code).toBe(200);
    const token = await signInDemo();
    const logs = [visit, { path: '/pages/my/index', enterAt: 6_000, leaveAt: 9_500 }];
    expect((await callFake(endpoints.Base.subscribeLog, { logs }, { token })).code).toBe(200);
    const demoUid = db().users[0]?.uid;
    expect(db().visits.map(({ uid, path }) => ({ uid, path }))).toEqual([
      { uid: null, path: '/pages/index/index' },
      { uid: demoUid, path: '/pages/index/index' },
      { uid: demoUid, path: '/pages/my/index' },
    ]);
    expect(db().visits[0]).toMatchObject({ enterAt: 1_000, leaveAt: 6_000, receivedAt: clock.now() });
  });

  it.each([
    ['no logs', []],
    ['more than 50', Array.from({ length: 51 }, () => visit)],
    ['a leave before the enter', [{ ...visit, leaveAt: 500 }]],
    ['a path that is not a path', [{ ...visit, path: 'pages' }]],
    ['times as text', [{ ...visit, enterAt: '1000' }]],
  ])('subscribeLog refuses %s', async (_name, logs) => {
    const reply = await callFake(endpoints.Base.subscribeLog, { logs }, { lang: 'ja_jp' });
    expect(reply).toEqual({ code: 400, msg: '訪問記録が無効です', data: null });
    expect(db().visits).toEqual([]);
  });

  it('clearSign resets the check-in cycle and clearTask the current task', async () => {
    const token = await signInDemo();
    expect(db().users[0]).toMatchObject({ signinDay: 3, currentTask: expect.any(Object) });
    expect((await callFake(endpoints.Base.clearSign, {}, { token })).code).toBe(200);
    expect((await callFake(endpoints.Base.clearTask, {}, { token })).code).toBe(200);
    expect(db().users[0]).toMatchObject({
      signinDay: 0,
      lastCheckInAt: null,
      currentTask: null,
      totalDays: 23,
    });
  });

  it('clearWebset reloads the site config from the seed', async () => {
    const token = await signInDemo();
    const seeded = detached(db().config);
    db().config.public.recharge_options = [];
    expect((await callFake(endpoints.Base.clearWebset, {}, { token })).code).toBe(200);
    expect(db().config).toEqual(seeded);
  });

  it('the three clear calls need login', async () => {
    for (const endpoint of [endpoints.Base.clearSign, endpoints.Base.clearTask, endpoints.Base.clearWebset]) {
      expect((await callFake(endpoint)).code).toBe(-2000);
    }
  });
});
