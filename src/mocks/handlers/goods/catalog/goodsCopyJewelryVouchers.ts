/**
 * The descriptions of the jewellery and the vouchers (seedGoods.ts, seedNewArrivals.ts), by picture name;
 * typed where they are joined (goodsCopy.ts).
 */
export const JEWELRY_VOUCHER_COPY = {
  'gold-pendant': {
    zh_cn: ['足金吊坠，附真品证书。', '约 2.5 克', '不含链子', '盒内附证书'],
    en_us: [
      'A pure gold pendant with a certificate of authenticity.',
      'About 2.5 g',
      'Chain not included',
      'Certificate in the box',
    ],
    pt_br: [
      'Pingente de ouro puro com certificado de autenticidade.',
      'Cerca de 2,5 g',
      'Corrente não incluída',
      'Certificado na caixa',
    ],
    ko_kr: ['정품 인증서가 포함된 순금 펜던트.', '약 2.5g', '체인 미포함', '보증서 동봉'],
    ja_jp: ['真正性証明書付きの純金ペンダント。', '約2.5g', 'チェーンは別売り', '証明書同梱'],
    ru_ru: [
      'Подвеска из чистого золота с сертификатом подлинности.',
      'Около 2,5 г',
      'Цепочка не входит в комплект',
      'Сертификат в коробке',
    ],
  },
  'g-shock': {
    zh_cn: ['纤薄八角形 G-Shock。', '200 米防水', '世界时间', '碳纤维核心防护结构'],
    en_us: ['The slim octagonal G-Shock.', '200 m water resistance', 'World time', 'Carbon core guard'],
    pt_br: [
      'O G-Shock octogonal e fino.',
      'Resistente à água até 200 m',
      'Hora mundial',
      'Proteção Carbon Core Guard',
    ],
    ko_kr: ['슬림한 팔각형 G-SHOCK.', '200m 방수', '월드 타임', '카본 코어 가드 구조'],
    ja_jp: ['薄型八角形のG-SHOCK。', '20気圧防水', 'ワールドタイム', 'カーボンコアガード構造'],
    ru_ru: [
      'Тонкие восьмиугольные часы G-Shock.',
      'Водозащита 200 м',
      'Мировое время',
      'Защита Carbon Core Guard',
    ],
  },
  'charm-bracelet': {
    zh_cn: ['925 银手链，心形扣，可随心搭配串饰。', '925 银', '19 厘米', '附礼品袋'],
    en_us: [
      'A sterling silver bracelet with a heart clasp, ready for your charms.',
      'Sterling silver',
      '19 cm',
      'Gift pouch included',
    ],
    pt_br: [
      'Pulseira de prata de lei com fecho de coração, pronta para os seus charms.',
      'Prata de lei 925',
      '19 cm',
      'Acompanha saquinho de presente',
    ],
    ko_kr: [
      '하트 잠금장치가 달린 스털링 실버 팔찌, 나만의 참을 더해 보세요.',
      '스털링 실버',
      '19cm',
      '선물 파우치 포함',
    ],
    ja_jp: [
      'ハートの留め具付きスターリングシルバーブレスレット。お好きなチャームを添えて。',
      'スターリングシルバー',
      '19cm',
      'ギフトポーチ付き',
    ],
    ru_ru: [
      'Браслет из серебра 925 пробы с застёжкой-сердцем — для ваших шармов.',
      'Серебро 925 пробы',
      '19 см',
      'Подарочный мешочек в комплекте',
    ],
  },
  'qc-voucher': {
    zh_cn: ['领取后向商城余额充值 10。', '即时到账', '永久有效'],
    en_us: ['Adds 10 to the mall balance when claimed.', 'Credited at once', 'Never expires'],
    pt_br: ['Adiciona 10 ao saldo do shopping ao ser resgatado.', 'Creditado na hora', 'Não expira'],
    ko_kr: ['수령하면 몰 잔액에 10이 충전됩니다.', '즉시 적립', '유효기간 없음'],
    ja_jp: ['受け取るとモール残高に10が加算されます。', 'すぐに反映', '有効期限なし'],
    ru_ru: ['При получении добавляет 10 на баланс магазина.', 'Зачисляется сразу', 'Бессрочный'],
  },
  'coffee-gift-card': {
    zh_cn: ['电子礼品卡，可在中国大陆任一星巴克门店使用。', '以消息形式发送', '3 年有效'],
    en_us: [
      'A digital gift card for any Starbucks store in mainland China.',
      'Delivered by message',
      'Valid for 3 years',
    ],
    pt_br: [
      'Cartão-presente digital para qualquer loja Starbucks na China continental.',
      'Enviado por mensagem',
      'Válido por 3 anos',
    ],
    ko_kr: [
      '중국 본토의 모든 스타벅스 매장에서 쓸 수 있는 디지털 기프트 카드.',
      '메시지로 전달',
      '3년간 유효',
    ],
    ja_jp: [
      '中国本土のスターバックス全店で使えるデジタルギフトカード。',
      'メッセージでお届け',
      '有効期間3年',
    ],
    ru_ru: [
      'Электронная подарочная карта для любой кофейни Starbucks в материковом Китае.',
      'Приходит сообщением',
      'Действует 3 года',
    ],
  },
  'jd-e-card': {
    zh_cn: ['京东 E 卡，全站商品通用。', '以消息形式发送', '3 年有效'],
    en_us: ['A JD.com e-card for anything on the site.', 'Delivered by message', 'Valid for 3 years'],
    pt_br: [
      'Cartão eletrônico JD.com para qualquer compra no site.',
      'Enviado por mensagem',
      'Válido por 3 anos',
    ],
    ko_kr: ['JD.com의 모든 상품에 쓸 수 있는 전자 카드.', '메시지로 전달', '3년간 유효'],
    ja_jp: ['JD.comのすべての商品に使える電子カード。', 'メッセージでお届け', '有効期間3年'],
    ru_ru: ['Электронная карта JD.com на любые покупки на сайте.', 'Приходит сообщением', 'Действует 3 года'],
  },
  'apple-gift-card': {
    zh_cn: ['可用于 App Store 中的应用、游戏、音乐、iCloud+ 等。', '以消息形式发送', '永久有效'],
    en_us: [
      'For apps, games, music, iCloud+ and more from the App Store.',
      'Delivered by message',
      'Never expires',
    ],
    pt_br: [
      'Para apps, jogos, música, iCloud+ e muito mais da App Store.',
      'Enviado por mensagem',
      'Não expira',
    ],
    ko_kr: ['App Store의 앱, 게임, 음악, iCloud+ 등에 사용할 수 있습니다.', '메시지로 전달', '유효기간 없음'],
    ja_jp: ['App Storeのアプリ、ゲーム、音楽、iCloud+などに使えます。', 'メッセージでお届け', '有効期限なし'],
    ru_ru: [
      'Для приложений, игр, музыки, iCloud+ и не только в App Store.',
      'Приходит сообщением',
      'Бессрочная',
    ],
  },
} as const;
