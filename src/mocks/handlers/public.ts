import type { Banner, PublicConfig } from '../../api/config';
import type { LangValue } from '../../api/types';
import { db } from '../db';
import type { BannerRow } from '../db/schema';
import { ok, route } from '../http/route';

const toBanner = (row: BannerRow, lang: LangValue): Banner => ({
  ...row,
  title: row.title[lang],
  subtitle: row.subtitle[lang],
});

/** The site settings; the home carousel's banners in the request's language. */
const getConfig = route('GET /api/Public/getConfig', ({ lang }) => {
  const { config } = db();
  const answer: PublicConfig = { ...config.public, banners: config.banners.map((b) => toBanner(b, lang)) };
  return ok(answer);
});

export const publicHandlers = [getConfig];
