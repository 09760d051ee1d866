import type { Asset } from '../../../api/shared';
import type { Translations } from '../../db/schema';
import { byLanguage } from '../../texts/translations';

/** Why the address review turns an address down; stored on the address and quoted in the user's notice. */
export const ADDRESS_REJECT_REASON: Translations = {
  zh_cn: '地址无法核实，请填写完整、可投递的收货地址',
  en_us: 'The address could not be verified. Please enter a complete address a courier can deliver to',
  pt_br:
    'Não foi possível verificar o endereço. Informe um endereço completo onde a transportadora possa entregar',
  ko_kr: '주소를 확인할 수 없습니다. 택배 배송이 가능한 전체 주소를 입력해 주세요',
  ja_jp: '住所を確認できませんでした。配送可能な住所を正確に入力してください',
  ru_ru: 'Не удалось проверить адрес. Укажите полный адрес, по которому курьер сможет доставить заказ',
};

/** How a gift of balance or points is named (its title in the gift box and in the notice). */
export const ASSET_NAMES: Record<Asset, Translations> = {
  balance: {
    zh_cn: '余额',
    en_us: 'Balance',
    pt_br: 'Saldo',
    ko_kr: '잔액',
    ja_jp: '残高',
    ru_ru: 'Баланс',
  },
  points: {
    zh_cn: '积分',
    en_us: 'Points',
    pt_br: 'Pontos',
    ko_kr: '포인트',
    ja_jp: 'ポイント',
    ru_ru: 'Баллы',
  },
};

/** An amount with its unit in each language: "12.5 Balance", "12.5 余额". */
export const amountIn = (amount: string, unit: Translations): Translations =>
  byLanguage((lang) => `${amount} ${unit[lang]}`);
