import type { Translations } from '../../db/schema';

/** Markup that must stay inert in every language: the app shows descriptions through DOMPurify. */
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The description of the seeded lot LOT-HOSTILE (Russian chocolate), server HTML in each language. */
export const HOSTILE_LOT_DESCRIPTION: Translations = {
  zh_cn:
    '<p>俄罗斯“Alenka”巧克力套装：礼盒内含十二块牛奶巧克力。</p>' +
    HOSTILE +
    '<p><b>保质期</b>至 2026 年 12 月。</p>',
  en_us:
    '<p>A set of Russian “Alenka” chocolate: twelve bars of milk chocolate in a gift box.</p>' +
    HOSTILE +
    '<p><b>Best before</b> December 2026.</p>',
  pt_br:
    '<p>Kit de chocolates russos “Alenka”: doze barras de chocolate ao leite em caixa de presente.</p>' +
    HOSTILE +
    '<p><b>Validade</b> até dezembro de 2026.</p>',
  ko_kr:
    '<p>러시아 ‘알룐카’ 초콜릿 세트: 선물 상자에 밀크 초콜릿 12개가 들어 있습니다.</p>' +
    HOSTILE +
    '<p><b>유통기한</b> 2026년 12월까지.</p>',
  ja_jp:
    '<p>ロシアの「アリョンカ」チョコレートセット：ミルクチョコレート12枚入りのギフトボックス。</p>' +
    HOSTILE +
    '<p><b>賞味期限</b> 2026年12月まで。</p>',
  ru_ru:
    '<p>Набор российского шоколада «Алёнка»: двенадцать плиток молочного шоколада в подарочной коробке.</p>' +
    HOSTILE +
    '<p><b>Срок годности</b> до декабря 2026 года.</p>',
};
