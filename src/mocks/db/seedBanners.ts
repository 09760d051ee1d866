import { mediaPath } from '../media/paths';
import { openIssueOf } from '../handlers/treasure/db/issues';
import type { BannerRow, DbState, Translations } from './schema';

/** Every banner's picture is this size: the text goes on its calm left side, the drawing is on the right. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;

interface BannerSpec {
  picture: string;
  title: Translations;
  subtitle: Translations;
  link: (state: DbState) => string;
}

/** The round of `goodsId` on sale at seed time (its page leads on to the next round once it is drawn). */
function issueLink(state: DbState, goodsId: number): string {
  const issue = openIssueOf(state, goodsId);
  if (!issue) throw new Error(`seed: goods ${goodsId} has no round on sale for its banner`);
  return `/pages/index/details?type=${issue.kind}&id=${issue.id}`;
}

const SWITCH = 24;
const HEADPHONES = 23;

const BANNERS: BannerSpec[] = [
  {
    picture: 'banner-switch',
    title: {
      zh_cn: 'Switch OLED 众筹',
      en_us: 'Switch OLED crowdfunding',
      pt_br: 'Financiamento do Switch OLED',
      ko_kr: 'Switch OLED 펀딩',
      ja_jp: 'Switch OLED 共同購入',
      ru_ru: 'Switch OLED вскладчину',
    },
    subtitle: {
      zh_cn: '每份 1 起，满额即开奖',
      en_us: 'From 1 a share, drawn when full',
      pt_br: 'A partir de 1 por cota, sorteio ao completar',
      ko_kr: '1부터 참여, 모이면 바로 추첨',
      ja_jp: '1口1から、満口で抽選',
      ru_ru: 'Доля от 1, розыгрыш при наборе',
    },
    link: (state) => issueLink(state, SWITCH),
  },
  {
    picture: 'banner-headphones',
    title: {
      zh_cn: '索尼 WH-1000XM5 夺宝',
      en_us: 'Sony WH-1000XM5 prize box',
      pt_br: 'Caixa-prêmio Sony WH-1000XM5',
      ko_kr: '소니 WH-1000XM5 럭키박스',
      ja_jp: 'ソニー WH-1000XM5 福箱',
      ru_ru: 'Sony WH-1000XM5: призовой бокс',
    },
    subtitle: {
      zh_cn: '每张 1 起，一张也能中',
      en_us: 'One ticket could win it, 1 each',
      pt_br: 'Um bilhete pode ganhar, 1 cada',
      ko_kr: '한 장 1, 한 장으로도 당첨 가능',
      ja_jp: '1口1、1口でも当たるチャンス',
      ru_ru: 'Один билет может выиграть, по 1',
    },
    link: (state) => issueLink(state, HEADPHONES),
  },
  {
    picture: 'banner-check-in',
    title: {
      zh_cn: '每日签到',
      en_us: 'Check in every day',
      pt_br: 'Faça check-in todo dia',
      ko_kr: '매일 출석 체크',
      ja_jp: '毎日チェックイン',
      ru_ru: 'Отмечайтесь каждый день',
    },
    subtitle: {
      zh_cn: '连续第 7 天领 100 积分',
      en_us: 'Day 7 in a row brings 100 points',
      pt_br: 'O 7º dia seguido vale 100 pontos',
      ko_kr: '7일 연속이면 100포인트',
      ja_jp: '7日連続で100ポイント',
      ru_ru: '7-й день подряд — 100 баллов',
    },
    link: () => '/pages/my/signIn',
  },
  {
    picture: 'banner-winners',
    title: {
      zh_cn: '每小时都有新得主',
      en_us: 'New winners every hour',
      pt_br: 'Novos ganhadores toda hora',
      ko_kr: '매시간 새로운 당첨자',
      ja_jp: '毎時間、新しい当選者',
      ru_ru: 'Новые победители каждый час',
    },
    subtitle: {
      zh_cn: '看看今天谁中奖了',
      en_us: 'See who won today',
      pt_br: 'Veja quem ganhou hoje',
      ko_kr: '오늘의 당첨자를 확인하세요',
      ja_jp: '今日の当選者をチェック',
      ru_ru: 'Посмотрите, кто выиграл сегодня',
    },
    link: () => '/pages/index/winList',
  },
];

/** The home carousel, in order; links to rounds name the ones on sale once the seeded history is played. */
export function seedBanners(state: DbState): BannerRow[] {
  return BANNERS.map((spec, index) => ({
    id: index + 1,
    title: spec.title,
    subtitle: spec.subtitle,
    image: mediaPath(spec.picture),
    ...BANNER_SIZE,
    link: spec.link(state),
  }));
}
