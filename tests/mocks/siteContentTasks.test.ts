import type { Notice } from '../../src/api/messages/message';
import type { LedgerEntry } from '../../src/api/account/profile';
import type { LangValue, Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { M, P, send } from './ordersHelpers';
import { collectReward, listTasks, myProfile, submitProof, TASK_IDS, taskAt } from './taskHelpers';

withFrozenClock();

/**
 * The tasks are the mall's own text (decision 0049): titles and instructions come in the request's language,
 * English when the header names none of the six; the notices and ledger lines that quote a title quote it in
 * the reader's language.
 */
const TIKTOK = {
  en_us: 'Follow QC Mall on TikTok and upload a screenshot',
  ru_ru: 'Подпишитесь на QC Mall в TikTok и загрузите скриншот',
  ja_jp: 'TikTokでQC Mallをフォローしてスクリーンショットをアップロード',
  zh_cn: '在 TikTok 关注 QC Mall 并上传截图',
} as const;

const CHECK_IN = {
  en_us: 'Check in three days in a row',
  ru_ru: 'Отмечайтесь три дня подряд',
  ja_jp: '3日連続でチェックイン',
  zh_cn: '连续签到三天',
} as const;

const ASKED = ['ru_ru', 'ja_jp', 'zh_cn'] as const;

describe('fake backend: tasks in the request’s language', () => {
  it.each(ASKED)('Task/list answers titles and instructions in %s', async (lang) => {
    const token = await signInDemo();
    const tiktok = await taskAt(token, TASK_IDS.tiktok, lang);
    expect(tiktok.title).toBe(TIKTOK[lang]);
    expect(tiktok.describe).toContain('@qcmall');
    expect(tiktok.describe).not.toContain('Open TikTok');
    const english = (await listTasks(token)).data.list;
    const asked = (await listTasks(token, {}, lang)).data.list;
    expect(asked.map((t) => t.id)).toEqual(english.map((t) => t.id));
    asked.forEach((task, index) => {
      expect(task.title).not.toBe(english[index]?.title);
      expect(task.describe).not.toBe(english[index]?.describe);
    });
  });

  it('answers English without a language it knows, and to English', async () => {
    const token = await signInDemo();
    for (const lang of ['en_us', 'xx_yy', undefined] as (LangValue | undefined)[]) {
      const tiktok = await taskAt(token, TASK_IDS.tiktok, lang);
      expect(tiktok.title).toBe(TIKTOK.en_us);
      expect(tiktok.describe).toMatch(/^Open TikTok, search for @qcmall and tap Follow\./);
    }
  });

  it('has every task written in the six languages, none left in English', () => {
    for (const task of db().tasks) {
      for (const lang of ['zh_cn', 'pt_br', 'ko_kr', 'ja_jp', 'ru_ru'] as const) {
        expect(task.title[lang]).not.toBe(task.title.en_us);
        expect(task.describe[lang]).not.toBe(task.describe.en_us);
      }
    }
  });

  it.each(ASKED)('names the current task in %s in the profile', async (lang) => {
    const token = await signInDemo();
    expect((await myProfile(token, lang)).data.task?.describe).toBe(TIKTOK[lang]);
    expect((await myProfile(token)).data.task?.describe).toBe(TIKTOK.en_us);
  });

  it.each(ASKED)(
    'quotes the title in %s in the review’s notice and in the reward’s ledger line',
    async (lang) => {
      const token = await signInDemo();
      const notices = (
        await send<Page<Notice>>(M.GetMyNoticeList, token, { pageIndex: 1, pageSize: 20 }, lang)
      ).data.list;
      const approved = notices.find((n) => n.kind === 'taskApproved' && n.refId === TASK_IDS.checkIn);
      expect(approved?.content).toContain(CHECK_IN[lang]);
      const english = (await send<Page<Notice>>(M.GetMyNoticeList, token, { pageIndex: 1, pageSize: 20 }))
        .data.list;
      expect(english.find((n) => n.id === approved?.id)?.content).toContain(CHECK_IN.en_us);

      const seeded = await taskAt(token, TASK_IDS.checkIn);
      await collectReward(token, seeded.log_id);
      const ledger = (asked?: LangValue) =>
        send<Page<LedgerEntry>>(
          P.GetExpendList,
          token,
          { pageIndex: 1, pageSize: 1, asset: 'points' },
          asked,
        );
      expect((await ledger(lang)).data.list[0]?.title).toContain(CHECK_IN[lang]);
      expect((await ledger()).data.list[0]?.title).toBe(`Task reward: ${CHECK_IN.en_us}`);
    },
  );

  it('writes a live review’s notice in every language, each with its own title', async () => {
    const token = await signInDemo();
    await submitProof(token, { id: TASK_IDS.tiktok, images: ['https://media.qcmall.io/p/follow.jpg'] });
    clock.advance(61_000);
    const ru = (await send<Page<Notice>>(M.GetMyNoticeList, token, { pageIndex: 1, pageSize: 1 }, 'ru_ru'))
      .data;
    expect(ru.list[0]).toMatchObject({ kind: 'taskApproved', refId: TASK_IDS.tiktok });
    expect(ru.list[0]?.content).toContain(`«${TIKTOK.ru_ru}»`);
  });
});
