/**
 * The descriptions of the beauty and food products (seedGoods.ts, seedNewArrivals.ts), by picture name;
 * typed where they are joined (goodsCopy.ts).
 */
export const BEAUTY_FOOD_COPY = {
  'sulwhasoo-essence': {
    zh_cn: ['护肤第一步的精华，为后续护理打好基础。', '精华 90 毫升', '附礼盒', '适合所有肤质'],
    en_us: [
      'The first-step serum that prepares skin for the rest of the routine.',
      '90 ml essence',
      'Gift box included',
      'For all skin types',
    ],
    pt_br: [
      'O sérum do primeiro passo, que prepara a pele para o resto da rotina.',
      'Essência de 90 ml',
      'Acompanha caixa de presente',
      'Para todos os tipos de pele',
    ],
    ko_kr: [
      '스킨케어 첫 단계에서 다음 단계를 위해 피부를 준비하는 세럼.',
      '에센스 90ml',
      '선물 상자 포함',
      '모든 피부 타입',
    ],
    ja_jp: [
      'スキンケアの最初に使い、その後のお手入れに備える美容液。',
      'エッセンス90ml',
      'ギフトボックス付き',
      'すべての肌タイプに',
    ],
    ru_ru: [
      'Сыворотка первого шага, которая готовит кожу к дальнейшему уходу.',
      'Эссенция 90 мл',
      'В подарочной коробке',
      'Для всех типов кожи',
    ],
  },
  'shiseido-ultimune': {
    zh_cn: ['强韧肌肤的精华套装，肤色更光滑均匀。', '精华 50 毫升', '旅行装洁面', '日本制造'],
    en_us: [
      'A strengthening serum set for a smooth, even complexion.',
      '50 ml serum',
      'Travel-size cleanser',
      'Made in Japan',
    ],
    pt_br: [
      'Kit de sérum fortalecedor para uma pele lisa e uniforme.',
      'Sérum de 50 ml',
      'Limpador em tamanho de viagem',
      'Fabricado no Japão',
    ],
    ko_kr: ['매끄럽고 고른 피부 결을 위한 강화 세럼 세트.', '세럼 50ml', '여행용 클렌저', '일본산'],
    ja_jp: [
      'なめらかで均一な肌へ導く、肌を強くする美容液セット。',
      '美容液50ml',
      'トラベルサイズ洗顔料',
      '日本製',
    ],
    ru_ru: [
      'Укрепляющая сыворотка в наборе для гладкой и ровной кожи.',
      'Сыворотка 50 мл',
      'Очищающее средство в дорожном формате',
      'Сделано в Японии',
    ],
  },
  // The product whose name is markup (a test of the pages): its description is an ordinary one.
  'lip-balm': {
    zh_cn: ['滋润唇膏，呵护干燥起皮的双唇。', '4.5 克', '无香型'],
    en_us: ['A nourishing balm for dry and chapped lips.', '4.5 g stick', 'Unscented'],
    pt_br: ['Um bálsamo nutritivo para lábios secos e rachados.', 'Bastão de 4,5 g', 'Sem perfume'],
    ko_kr: ['건조하고 갈라진 입술을 위한 영양 립밤.', '4.5g 스틱', '무향'],
    ja_jp: ['乾燥して荒れた唇をうるおすリップバーム。', '4.5gスティック', '無香料'],
    ru_ru: ['Питательный бальзам для сухих и обветренных губ.', 'Стик 4,5 г', 'Без отдушки'],
  },
  'mac-lipstick': {
    zh_cn: ['经典的鲜艳蓝调正红色，持久哑光质地。', '3 克', '哑光质地', '可按需礼品包装'],
    en_us: [
      'The iconic vivid blue-red in a long-wearing matte finish.',
      '3 g',
      'Matte finish',
      'Gift wrapping on request',
    ],
    pt_br: [
      'O icônico vermelho vivo com fundo azulado, em acabamento matte de longa duração.',
      '3 g',
      'Acabamento matte',
      'Embalagem para presente sob pedido',
    ],
    ko_kr: ['오래 지속되는 매트 피니시의 아이코닉한 블루 레드.', '3g', '매트 피니시', '요청 시 선물 포장'],
    ja_jp: [
      '落ちにくいマットな質感の、定番の鮮やかなブルーレッド。',
      '3g',
      'マット仕上げ',
      'ご希望でギフト包装',
    ],
    ru_ru: [
      'Культовый яркий холодный красный в стойком матовом финише.',
      '3 г',
      'Матовый финиш',
      'Подарочная упаковка по запросу',
    ],
  },
  'alenka-chocolate': {
    zh_cn: ['莫斯科经典牛奶巧克力，礼盒装。', '100 克 × 6 块', '始于 1965 年'],
    en_us: ['Classic milk chocolate from Moscow in a gift box.', '6 bars of 100 g', 'Made since 1965'],
    pt_br: [
      'Clássico chocolate ao leite de Moscou em caixa de presente.',
      '6 barras de 100 g',
      'Fabricado desde 1965',
    ],
    ko_kr: ['선물 상자에 담긴 모스크바의 클래식 밀크 초콜릿.', '100g 6개', '1965년부터 생산'],
    ja_jp: ['モスクワ生まれの定番ミルクチョコレート、ギフトボックス入り。', '100g×6枚', '1965年から製造'],
    ru_ru: [
      'Классический молочный шоколад из Москвы в подарочной коробке.',
      '6 плиток по 100 г',
      'Выпускается с 1965 года',
    ],
  },
  'wuchang-rice': {
    zh_cn: ['黑龙江五常香米，今秋新米。', '5 公斤真空包装', '单一产地'],
    en_us: [
      'Fragrant rice from Wuchang, Heilongjiang, harvested this autumn.',
      '5 kg, vacuum-packed',
      'Single origin',
    ],
    pt_br: [
      'Arroz aromático de Wuchang, Heilongjiang, colhido neste outono.',
      '5 kg, embalado a vácuo',
      'Origem única',
    ],
    ko_kr: ['올가을 수확한 헤이룽장성 우창의 향미.', '5kg 진공 포장', '단일 산지'],
    ja_jp: ['今秋収穫の、黒竜江省五常産の香り米。', '5kg真空パック', '単一産地'],
    ru_ru: [
      'Ароматный рис нового урожая из Учана, провинция Хэйлунцзян.',
      '5 кг в вакуумной упаковке',
      'Из одного региона',
    ],
  },
  'cafe-cerrado': {
    zh_cn: ['精品咖啡豆，带有巧克力和焦糖风味。', '中度烘焙', '咖啡豆（未研磨）', '1 公斤单向排气阀袋装'],
    en_us: [
      'Specialty coffee beans with notes of chocolate and caramel.',
      'Medium roast',
      'Whole beans',
      '1 kg valve bag',
    ],
    pt_br: [
      'Café especial em grãos com notas de chocolate e caramelo.',
      'Torra média',
      'Grãos inteiros',
      'Embalagem de 1 kg com válvula',
    ],
    ko_kr: ['초콜릿과 캐러멜 풍미의 스페셜티 원두.', '미디엄 로스트', '홀빈', '1kg 밸브 봉투'],
    ja_jp: [
      'チョコレートとキャラメルの風味が広がるスペシャルティコーヒー豆。',
      '中煎り',
      '豆のまま',
      '1kgバルブ付き袋',
    ],
    ru_ru: [
      'Спешелти-кофе в зёрнах с нотами шоколада и карамели.',
      'Средняя обжарка',
      'В зёрнах',
      'Пакет 1 кг с клапаном',
    ],
  },
  'shin-ramyun': {
    zh_cn: ['经典韩国辣味方便面，一箱 20 包。', '120 克 × 20 包', '牛肉汤底，配蘑菇和辣椒'],
    en_us: [
      'The spicy Korean instant noodle, twenty packs in one box.',
      '20 × 120 g',
      'Beef broth, mushrooms and chilli',
    ],
    pt_br: [
      'O lámen instantâneo picante da Coreia, vinte pacotes em uma caixa.',
      '20 × 120 g',
      'Caldo de carne, cogumelos e pimenta',
    ],
    ko_kr: ['매콤한 한국 대표 라면, 한 박스에 20봉.', '120g × 20봉', '소고기 육수, 버섯, 고추'],
    ja_jp: ['韓国の定番ピリ辛インスタントラーメン、20袋入り。', '120g×20袋', '牛肉スープ、きのこ、唐辛子'],
    ru_ru: [
      'Острая корейская лапша быстрого приготовления, двадцать пачек в коробке.',
      '20 × 120 г',
      'Говяжий бульон, грибы и перец чили',
    ],
  },
} as const;
