import type { Translations } from '../../db/schema';

/**
 * The names of the demo's two devices (db/seedDevices.ts). The demo account is used in all six languages, so the
 * seed names them in each, as its owner would have in theirs; a name an owner types reads the same in every
 * language (decision 0049).
 */
export const SEEDED_DEVICE_NAMES = {
  livingRoom: {
    zh_cn: '客厅',
    en_us: 'Living room',
    pt_br: 'Sala de estar',
    ko_kr: '거실',
    ja_jp: 'リビング',
    ru_ru: 'Гостиная',
  },
  office: {
    zh_cn: '办公室',
    en_us: 'Office',
    pt_br: 'Escritório',
    ko_kr: '사무실',
    ja_jp: 'オフィス',
    ru_ru: 'Офис',
  },
} as const satisfies Record<string, Translations>;
