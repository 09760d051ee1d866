import type { Banner, PublicConfig } from '../../api/config';
import type { LangValue } from '../../api/types';
import { db } from '../db';
import type { BannerRow } from '../db/schema';
import { ok, route } from '../http/route';
import { AGREEMENT, METHOD_NAMES, PRIVACY, redeemName } from '../texts/configTexts';
import { RESOURCES, WHITE_PAPER } from './wallet/whitePaperTexts';

const toBanner = (row: BannerRow, lang: LangValue): Banner => ({
  ...row,
  title: row.title[lang],
  subtitle: row.subtitle[lang],
});

/**
 * The site settings in the request's language: the home carousel's banners, the payment methods' and the
 * redemptions' names, the agreement and the privacy policy, the white paper and the resources' links.
 */
const getConfig = route('GET /api/Public/getConfig', ({ lang }) => {
  const { config } = db();
  const settings = config.public;
  const answer: PublicConfig = {
    ...settings,
    recharge_type: settings.recharge_type.map((m) => ({
      ...m,
      name: METHOD_NAMES[m.type]?.[lang] ?? m.name,
    })),
    redeem_options: settings.redeem_options.map((option) => {
      const reward = config.redeemRewards.find((r) => r.optionId === option.id);
      return reward ? { ...option, name: redeemName(reward.amount, lang) } : option;
    }),
    agreement: AGREEMENT[lang],
    privacy: PRIVACY[lang],
    whitepaper: WHITE_PAPER[lang],
    resources: RESOURCES.map((r) => ({ title: r.title[lang], description: r.description[lang], url: r.url })),
    banners: config.banners.map((b) => toBanner(b, lang)),
  };
  return ok(answer);
});

export const publicHandlers = [getConfig];
