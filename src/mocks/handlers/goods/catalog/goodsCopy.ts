import type { LangValue } from '../../../../api/types';
import type { Translations } from '../../../db/schema';
import { BEAUTY_FOOD_COPY } from './goodsCopyBeautyFood';
import { DIGITAL_COPY } from './goodsCopyDigital';
import { HOME_COPY } from './goodsCopyHome';
import { JEWELRY_VOUCHER_COPY } from './goodsCopyJewelryVouchers';
import { byLanguage } from '../../../texts/translations';

/**
 * A product's description in one language: a sentence about it, then its features. The mall writes it in each
 * of the six languages (site content, served in the request's); the product's name stays as sold.
 */
export type ProductCopy = Record<LangValue, readonly [summary: string, ...features: string[]]>;

/** The line under every product's description. */
const PROMISE: Translations = {
  zh_cn: '<strong>正品保障</strong> · 48 小时内发货。',
  en_us: '<strong>Genuine product</strong> · ships within 48 hours.',
  pt_br: '<strong>Produto original</strong> · enviado em até 48 horas.',
  ko_kr: '<strong>정품 보장</strong> · 48시간 이내 발송.',
  ja_jp: '<strong>正規品</strong>・48時間以内に発送。',
  ru_ru: '<strong>Оригинальный товар</strong> · отправка в течение 48 часов.',
};

/** Every product's description, by its picture's name (the product's key in the seed). */
const GOODS_COPY: Record<string, ProductCopy> = {
  ...DIGITAL_COPY,
  ...HOME_COPY,
  ...BEAUTY_FOOD_COPY,
  ...JEWELRY_VOUCHER_COPY,
};

/** The product's description as server HTML, one per language: plain text of the copy with a little markup. */
export function productDescription(key: string): Translations {
  const copy = GOODS_COPY[key];
  if (!copy) throw new Error(`seed: no description for product ${key}`);
  const html = (lang: LangValue) => {
    const [summary, ...features] = copy[lang];
    const items = features.map((feature) => `<li>${feature}</li>`).join('');
    return `<p>${summary}</p><ul>${items}</ul><p>${PROMISE[lang]}</p>`;
  };
  return byLanguage(html);
}
