import type { Auction, AuctionDetail } from '../../src/api/auctions/auction';
import type { RedeemRecord } from '../../src/api/account/profile';
import type { GoodsDetail, IssueDetail } from '../../src/api/draws/treasureTypes';
import type { LangValue, Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import { AUCTION_LOTS, auctionAt, A } from './auctionHelpers';
import { D, devInfo, incomeOf, listOf, SEEDED_DEVICES } from './deviceHelpers';
import { P, send } from './ordersHelpers';
import { withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { GOODS, openIssueOf, T } from './treasureHelpers';

withFrozenClock();

/**
 * Site content in the request's language (decision 0049): product descriptions (goods, their rounds, their
 * auctions), the demo's seeded device names, a points redemption's name; names of products stay as sold, and
 * English answers a header that names none of the six languages.
 */
const ASKED = ['ru_ru', 'ja_jp', 'zh_cn'] as const;

/** The first line of the iPhone's description in each language asked. */
const IPHONE = {
  en_us: 'The titanium flagship with the A18 Pro chip and a 48 MP camera system.',
  ru_ru: 'Титановый флагман с чипом A18 Pro и системой камер 48 Мп.',
  ja_jp: 'A18 Proチップと48MPカメラシステムを搭載したチタニウムのフラッグシップ。',
  zh_cn: '钛金属旗舰，搭载 A18 Pro 芯片和 4800 万像素摄像头系统。',
} as const;

const PROMISE = { en_us: 'Genuine product', ru_ru: 'Оригинальный товар', ja_jp: '正規品', zh_cn: '正品保障' };

const LIVING_ROOM = { en_us: 'Living room', ru_ru: 'Гостиная', ja_jp: 'リビング', zh_cn: '客厅' } as const;

const goodsInfo = (id: number, lang?: LangValue) =>
  callFake<GoodsDetail>(T.GetGoodsInfo, { id }, lang ? { lang } : {});

describe('fake backend: product descriptions in the request’s language', () => {
  it.each(ASKED)(
    'GetGoodsInfo and GetTreasureInfo describe the product in %s; the name stays as sold',
    async (lang) => {
      const goods = (await goodsInfo(GOODS.phone, lang)).data;
      expect(goods.name).toBe('Apple iPhone 16 Pro 256GB');
      expect(goods.describe).toContain(`<p>${IPHONE[lang]}</p>`);
      expect(goods.describe).toContain(`<strong>${PROMISE[lang]}</strong>`);
      const issue = openIssueOf(GOODS.phone).id;
      const round = (await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue }, { lang })).data;
      expect(round.describe).toBe(goods.describe);
      expect(round.name).toBe('Apple iPhone 16 Pro 256GB');
    },
  );

  it('answers English to English and to a language it does not know', async () => {
    for (const lang of ['en_us', 'de_de', undefined] as (LangValue | undefined)[]) {
      const { describe } = (await goodsInfo(GOODS.phone, lang)).data;
      expect(describe).toBe(
        `<p>${IPHONE.en_us}</p><ul><li>6.3-inch Super Retina XDR display</li><li>256 GB storage</li>` +
          '<li>Two-year warranty</li></ul><p><strong>Genuine product</strong> · ships within 48 hours.</p>',
      );
    }
  });

  it('has every product described in the six languages, none left in English', () => {
    for (const goods of db().goods)
      for (const lang of ['zh_cn', 'pt_br', 'ko_kr', 'ja_jp', 'ru_ru'] as const)
        expect(goods.describe[lang]).not.toBe(goods.describe.en_us);
  });

  it.each(ASKED)('Auction/list and Auction/detail describe the lot in %s', async (lang) => {
    const rival = auctionAt(AUCTION_LOTS.rival);
    const list = (await callFake<Page<Auction>>(A.list, { pageIndex: 1, pageSize: 20 }, { lang })).data.list;
    const listed = list.find((a) => a.id === rival.id);
    expect(listed?.name).toBe('JBL Flip 6 Portable Speaker');
    expect(listed?.describe).toBe((await goodsInfo(rival.goodsId, lang)).data.describe);
    const hostile = auctionAt(AUCTION_LOTS.hostile);
    const detail = (await callFake<AuctionDetail>(A.detail, { id: hostile.id }, { lang })).data;
    expect(detail.describe).toContain('<img src=x onerror=alert(1)>');
    expect(detail.describe).toBe(hostile.describe[lang]);
    expect(detail.describe).not.toBe(hostile.describe.en_us);
  });
});

describe('fake backend: the demo’s devices and redemptions in the request’s language', () => {
  it.each(ASKED)('names the seeded devices in %s in the list, the details and the income', async (lang) => {
    const token = await signInDemo();
    const list = (await send<Page<{ sn: string; name: string; model: string }>>(D.list, token, {}, lang))
      .data;
    const living = list.list.find((d) => d.sn === SEEDED_DEVICES.livingRoom.sn);
    expect(living).toMatchObject({ name: LIVING_ROOM[lang], model: 'QC Node Pro' });
    const id = living && db().devices.find((d) => d.sn === living.sn)?.id;
    expect((await send<{ name: string }>(D.devInfo, token, { id }, lang)).data.name).toBe(LIVING_ROOM[lang]);
    const income = (await send<Page<{ name: string }>>(D.incomeList, token, { device_id: id }, lang)).data;
    expect(income.list.length).toBeGreaterThan(0);
    expect(income.list.every((row) => row.name === LIVING_ROOM[lang])).toBe(true);
  });

  it('names them in English otherwise; a name the owner types reads the same in every language', async () => {
    const token = await signInDemo();
    const { livingRoom } = SEEDED_DEVICES;
    expect((await listOf(token)).list.map((d) => d.name)).toEqual(['Office', 'Living room']);
    expect((await devInfo(token, livingRoom.sn)).name).toBe('Living room');
    const id = db().devices.find((d) => d.sn === livingRoom.sn)?.id;
    await send(D.setName, token, { id, name: 'Дача' });
    for (const lang of ['en_us', ...ASKED] as const) {
      const named = (await send<{ name: string }>(D.devInfo, token, { id }, lang)).data.name;
      expect(named).toBe('Дача');
    }
    expect((await incomeOf(token, livingRoom.sn)).list[0]?.name).toBe('Дача');
  });

  it.each(ASKED)('names a points redemption in %s, a code as itself', async (lang) => {
    const token = await signInDemo();
    await send(T.RedeemPoints, token, { id: 1 });
    const records = (await send<Page<RedeemRecord>>(P.GetRedeemList, token, {}, lang)).data.list;
    const english = (await send<Page<RedeemRecord>>(P.GetRedeemList, token)).data.list;
    expect(english.map((r) => r.title)).toEqual(['10 balance', 'LAUNCH2026']);
    expect(records[0]?.title).not.toBe('10 balance');
    expect(records[0]?.title).toContain('10');
    expect(records[1]?.title).toBe('LAUNCH2026');
  });
});
