/**
 * The descriptions of the home products (seedGoods.ts, seedNewArrivals.ts), by picture name;
 * typed where they are joined (goodsCopy.ts).
 */
export const HOME_COPY = {
  'robot-vacuum-s10': {
    zh_cn: [
      '激光导航，4000 Pa 大吸力，适合各种地面。',
      '扫拖一体',
      '在 App 中设置禁区',
      '单次充电可用 130 分钟',
    ],
    en_us: [
      'Laser navigation and 4000 Pa suction for every floor.',
      'Mops and vacuums at once',
      'No-go zones set in the app',
      '130 minutes per charge',
    ],
    pt_br: [
      'Navegação a laser e sucção de 4000 Pa para todo tipo de piso.',
      'Aspira e passa pano ao mesmo tempo',
      'Áreas proibidas definidas no app',
      '130 minutos por carga',
    ],
    ko_kr: [
      '레이저 내비게이션과 4000Pa 흡입력으로 모든 바닥을 깨끗하게.',
      '흡입과 물걸레 청소를 한 번에',
      '앱에서 금지 구역 설정',
      '1회 충전으로 130분 사용',
    ],
    ja_jp: [
      'レーザーナビゲーションと4000Paの吸引力で、どんな床もきれいに。',
      '吸引と水拭きを同時に',
      '進入禁止エリアをアプリで設定',
      '1回の充電で130分',
    ],
    ru_ru: [
      'Лазерная навигация и мощность всасывания 4000 Па для любого пола.',
      'Пылесосит и моет одновременно',
      'Запретные зоны задаются в приложении',
      '130 минут на одном заряде',
    ],
  },
  'aspirador-robo': {
    zh_cn: ['小巧的扫地机器人，适合小户型。', '机身仅 7 厘米高', '自动回充', '单次充电可用 90 分钟'],
    en_us: [
      'A compact robot vacuum for small flats.',
      'Slim 7 cm body',
      'Returns to its dock by itself',
      '90 minutes per charge',
    ],
    pt_br: [
      'Um robô aspirador compacto para apartamentos pequenos.',
      'Corpo fino de 7 cm',
      'Volta sozinho para a base',
      '90 minutos por carga',
    ],
    ko_kr: [
      '작은 집에 알맞은 콤팩트한 로봇청소기.',
      '높이 7cm 슬림 바디',
      '스스로 충전 거치대로 복귀',
      '1회 충전으로 90분 사용',
    ],
    ja_jp: [
      'ワンルームにぴったりのコンパクトなロボット掃除機。',
      '高さ7cmの薄型ボディ',
      '自動で充電台に戻る',
      '1回の充電で90分',
    ],
    ru_ru: [
      'Компактный робот-пылесос для небольших квартир.',
      'Тонкий корпус высотой 7 см',
      'Сам возвращается на базу',
      '90 минут на одном заряде',
    ],
  },
  'air-purifier': {
    zh_cn: ['为卧室和客厅带来洁净空气。', 'HEPA H13 滤网', '睡眠模式低于 25 分贝', 'PM2.5 实时显示'],
    en_us: [
      'Clean air for bedrooms and living rooms.',
      'HEPA H13 filter',
      'Night mode under 25 dB',
      'Real-time PM2.5 display',
    ],
    pt_br: [
      'Ar limpo para quartos e salas.',
      'Filtro HEPA H13',
      'Modo noturno abaixo de 25 dB',
      'Indicador de PM2.5 em tempo real',
    ],
    ko_kr: ['침실과 거실을 위한 깨끗한 공기.', 'HEPA H13 필터', '25dB 이하 수면 모드', '실시간 PM2.5 표시'],
    ja_jp: [
      '寝室にもリビングにも、きれいな空気を。',
      'HEPA H13フィルター',
      '25dB以下のおやすみモード',
      'PM2.5をリアルタイム表示',
    ],
    ru_ru: [
      'Чистый воздух в спальне и гостиной.',
      'Фильтр HEPA H13',
      'Ночной режим тише 25 дБ',
      'Показатель PM2.5 в реальном времени',
    ],
  },
  'cast-iron-pot': {
    zh_cn: ['珐琅铸铁锅，适用于各种炉灶和烤箱，小火慢炖。', '容量 4.2 升', '火焰橙', '终身保修'],
    en_us: [
      'Enamelled cast iron that cooks low and slow on any hob and in the oven.',
      '4.2 litres',
      'Volcanic orange',
      'Lifetime guarantee',
    ],
    pt_br: [
      'Ferro fundido esmaltado para cozimentos lentos em qualquer fogão e no forno.',
      '4,2 litros',
      'Laranja vulcânico',
      'Garantia vitalícia',
    ],
    ko_kr: ['모든 열원과 오븐에서 뭉근하게 요리하는 에나멜 주물 냄비.', '4.2L', '볼케닉 오렌지', '평생 보증'],
    ja_jp: [
      'あらゆるコンロとオーブンでじっくり煮込めるホーロー鋳物鍋。',
      '容量4.2L',
      'オレンジ（ボルケーノ）',
      '永久保証',
    ],
    ru_ru: [
      'Эмалированный чугун для томления на любой плите и в духовке.',
      '4,2 литра',
      'Цвет «вулканический оранжевый»',
      'Пожизненная гарантия',
    ],
  },
} as const;
