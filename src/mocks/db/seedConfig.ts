import type { PhoneRegion, PublicConfig, SysConfig } from '../../api/config';
import { isDrawn } from '../handlers/treasure/db/issues';
import { seedBanners } from './seedBanners';
import { AGREEMENT, PRIVACY } from '../texts/configTexts';
import { AWKWARD_NAME } from './seedUsers';
import type { DbState, RedeemReward, SiteConfig, TiktokProfile, UserRow } from './schema';

export const PHONE_REGIONS: PhoneRegion[] = [
  {
    code: '+86',
    name: { zh_cn: '中国', en_us: 'China', pt_br: 'China', ko_kr: '중국', ja_jp: '中国', ru_ru: 'Китай' },
  },
  {
    code: '+1',
    name: {
      zh_cn: '美国/加拿大',
      en_us: 'United States / Canada',
      pt_br: 'Estados Unidos / Canadá',
      ko_kr: '미국/캐나다',
      ja_jp: 'アメリカ/カナダ',
      ru_ru: 'США / Канада',
    },
  },
  {
    code: '+55',
    name: {
      zh_cn: '巴西',
      en_us: 'Brazil',
      pt_br: 'Brasil',
      ko_kr: '브라질',
      ja_jp: 'ブラジル',
      ru_ru: 'Бразилия',
    },
  },
  {
    code: '+82',
    name: {
      zh_cn: '韩国',
      en_us: 'South Korea',
      pt_br: 'Coreia do Sul',
      ko_kr: '대한민국',
      ja_jp: '韓国',
      ru_ru: 'Южная Корея',
    },
  },
  {
    code: '+81',
    name: { zh_cn: '日本', en_us: 'Japan', pt_br: 'Japão', ko_kr: '일본', ja_jp: '日本', ru_ru: 'Япония' },
  },
  {
    code: '+7',
    name: {
      zh_cn: '俄罗斯',
      en_us: 'Russia',
      pt_br: 'Rússia',
      ko_kr: '러시아',
      ja_jp: 'ロシア',
      ru_ru: 'Россия',
    },
  },
  {
    code: '+44',
    name: {
      zh_cn: '英国',
      en_us: 'United Kingdom',
      pt_br: 'Reino Unido',
      ko_kr: '영국',
      ja_jp: 'イギリス',
      ru_ru: 'Великобритания',
    },
  },
  {
    code: '+852',
    name: {
      zh_cn: '中国香港',
      en_us: 'Hong Kong (China)',
      pt_br: 'Hong Kong (China)',
      ko_kr: '홍콩',
      ja_jp: '香港',
      ru_ru: 'Гонконг',
    },
  },
  {
    code: '+65',
    name: {
      zh_cn: '新加坡',
      en_us: 'Singapore',
      pt_br: 'Singapura',
      ko_kr: '싱가포르',
      ja_jp: 'シンガポール',
      ru_ru: 'Сингапур',
    },
  },
];

export const SYS_CONFIG: SysConfig = {
  auction_bid_ratio: 0.01,
  auction_security_deposit_ratio: 0.1,
  seller_open_sign: 20,
  seller_open_balance: 200,
};

export const TIKTOK_PROFILE: TiktokProfile = {
  openId: 'tt-demo-7f3a9c',
  nickName: 'TikTok Creator ✨',
  avatar: '',
};

/** Points redemptions: the public options name them, the server also knows what each one credits. */
const REDEEM = [
  { id: 1, name: '10 balance', points: 1_000, amount: 10 },
  { id: 2, name: '50 balance', points: 4_800, amount: 50 },
  { id: 3, name: '100 balance', points: 9_500, amount: 100 },
];

const redeemRewards = (): RedeemReward[] =>
  REDEEM.map(({ id, amount }) => ({ optionId: id, asset: 'balance', amount }));

/** The public settings; the winning list is filled once the seeded draws have been played (`showWinners`). */
const publicConfig = (): Omit<PublicConfig, 'banners'> => ({
  recharge_type: [
    { type: 'usdt', name: 'USDT (TRC20)', open: 1 },
    { type: 'card', name: 'Bank card', open: 1 },
    { type: 'alipay', name: 'Alipay', open: 0 },
  ],
  recharge_options: [10, 50, 100, 200, 500, 1000],
  redeem_options: REDEEM.map(({ id, name, points }) => ({ id, name, points })),
  mining_type: 1,
  winning_list: [],
  tracker: 'qc-h5-main',
  agreement: AGREEMENT.en_us,
  privacy: PRIVACY.en_us,
});

/**
 * The winners of the seeded draws, latest first, each once; the account with the awkward name comes last
 * whether it won or not, so the list still shows the client must print names as text.
 */
function winnersOf(state: DbState): UserRow[] {
  const drawn = state.issues.filter(isDrawn).sort((a, b) => b.result.drawTime - a.result.drawTime);
  const uids = new Set(drawn.map((issue) => issue.result.winnerUid));
  const users = [...uids].flatMap((uid) => state.users.filter((u) => u.uid === uid));
  const awkward = state.users.filter((u) => u.nickName === AWKWARD_NAME);
  return [...users.filter((u) => u.nickName !== AWKWARD_NAME), ...awkward];
}

export function seedConfig(): SiteConfig {
  return {
    public: publicConfig(),
    banners: [],
    sysConfig: { ...SYS_CONFIG },
    phoneRegions: structuredClone(PHONE_REGIONS),
    tiktok: { ...TIKTOK_PROFILE },
    redeemRewards: redeemRewards(),
  };
}

/** What the settings show of the seeded history: its winners, and banners of the rounds on sale. */
export function showHistory(state: DbState): void {
  state.config.public.winning_list = winnersOf(state).map((u) => ({
    nickName: u.nickName,
    phoneRegion: u.phoneRegion,
    phoneNumber: u.phoneNumber,
  }));
  state.config.banners = seedBanners(state);
}
