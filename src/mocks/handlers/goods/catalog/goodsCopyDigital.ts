/**
 * The descriptions of the digital products (seedGoods.ts, seedNewArrivals.ts), by picture name;
 * typed where they are joined (goodsCopy.ts).
 */
export const DIGITAL_COPY = {
  'iphone-16-pro': {
    zh_cn: [
      '钛金属旗舰，搭载 A18 Pro 芯片和 4800 万像素摄像头系统。',
      '6.3 英寸超视网膜 XDR 显示屏',
      '256 GB 存储空间',
      '两年保修',
    ],
    en_us: [
      'The titanium flagship with the A18 Pro chip and a 48 MP camera system.',
      '6.3-inch Super Retina XDR display',
      '256 GB storage',
      'Two-year warranty',
    ],
    pt_br: [
      'O topo de linha em titânio, com chip A18 Pro e sistema de câmeras de 48 MP.',
      'Tela Super Retina XDR de 6,3 polegadas',
      '256 GB de armazenamento',
      'Garantia de dois anos',
    ],
    ko_kr: [
      'A18 Pro 칩과 48MP 카메라 시스템을 갖춘 티타늄 플래그십.',
      '6.3형 Super Retina XDR 디스플레이',
      '256GB 저장 공간',
      '2년 보증',
    ],
    ja_jp: [
      'A18 Proチップと48MPカメラシステムを搭載したチタニウムのフラッグシップ。',
      '6.3インチSuper Retina XDRディスプレイ',
      'ストレージ256GB',
      '2年保証',
    ],
    ru_ru: [
      'Титановый флагман с чипом A18 Pro и системой камер 48 Мп.',
      'Дисплей Super Retina XDR 6,3 дюйма',
      'Память 256 ГБ',
      'Гарантия два года',
    ],
  },
  'redmi-buds': {
    zh_cn: ['主动降噪真无线耳机。', '搭配充电盒续航最长 30 小时', '蓝牙 5.3', 'IPX4 防泼溅'],
    en_us: [
      'True wireless earbuds with active noise cancelling.',
      'Up to 30 hours with the case',
      'Bluetooth 5.3',
      'IPX4 splash resistant',
    ],
    pt_br: [
      'Fones sem fio com cancelamento ativo de ruído.',
      'Até 30 horas com o estojo',
      'Bluetooth 5.3',
      'Resistente a respingos (IPX4)',
    ],
    ko_kr: [
      '액티브 노이즈 캔슬링을 지원하는 무선 이어폰.',
      '케이스 포함 최대 30시간 사용',
      '블루투스 5.3',
      'IPX4 생활 방수',
    ],
    ja_jp: [
      'アクティブノイズキャンセリング搭載の完全ワイヤレスイヤホン。',
      'ケース併用で最大30時間',
      'Bluetooth 5.3',
      'IPX4防滴',
    ],
    ru_ru: [
      'Полностью беспроводные наушники с активным шумоподавлением.',
      'До 30 часов с кейсом',
      'Bluetooth 5.3',
      'Защита от брызг IPX4',
    ],
  },
  'jbl-flip-6': {
    zh_cn: ['澎湃音效随身带，晴雨无阻。', '续航 12 小时', 'IP67 防水防尘', '支持 PartyBoost 多音箱串联'],
    en_us: [
      'Bold sound that goes anywhere, rain or shine.',
      '12 hours of playtime',
      'IP67 waterproof and dustproof',
      'PartyBoost pairing',
    ],
    pt_br: [
      'Som potente para levar a qualquer lugar, com chuva ou sol.',
      '12 horas de reprodução',
      'À prova d’água e poeira (IP67)',
      'Conexão PartyBoost',
    ],
    ko_kr: [
      '비가 오나 해가 뜨나 어디서든 즐기는 강렬한 사운드.',
      '12시간 재생',
      'IP67 방수·방진',
      'PartyBoost 페어링',
    ],
    ja_jp: [
      '雨の日も晴れの日も、どこへでも持ち出せる迫力サウンド。',
      '再生時間12時間',
      'IP67防水・防塵',
      'PartyBoostでほかのスピーカーと連携',
    ],
    ru_ru: [
      'Мощный звук, который можно взять с собой в любую погоду.',
      '12 часов работы',
      'Защита от воды и пыли IP67',
      'Объединение колонок PartyBoost',
    ],
  },
  'sony-headphones': {
    zh_cn: ['业界领先的降噪效果，续航 30 小时。', '八个麦克风', '快充 3 分钟，畅听 3 小时', '可折叠收纳盒'],
    en_us: [
      'Industry-leading noise cancelling with 30 hours of battery.',
      'Eight microphones',
      'Quick charge: 3 minutes for 3 hours',
      'Foldable carry case',
    ],
    pt_br: [
      'Cancelamento de ruído líder do setor e 30 horas de bateria.',
      'Oito microfones',
      'Carga rápida: 3 minutos para 3 horas',
      'Estojo dobrável',
    ],
    ko_kr: [
      '업계 최고 수준의 노이즈 캔슬링과 30시간 배터리.',
      '마이크 8개',
      '3분 충전으로 3시간 재생',
      '접이식 휴대 케이스',
    ],
    ja_jp: [
      '業界最高クラスのノイズキャンセリングと30時間のバッテリー。',
      'マイク8基',
      '3分の充電で3時間再生',
      '折りたたみ式キャリングケース',
    ],
    ru_ru: [
      'Лучшее в своём классе шумоподавление и 30 часов работы.',
      'Восемь микрофонов',
      'Быстрая зарядка: 3 минуты — 3 часа',
      'Складной чехол',
    ],
  },
  'switch-oled': {
    zh_cn: [
      '在家连电视，出门随身玩，7 英寸 OLED 屏幕色彩鲜艳。',
      '64 GB 存储空间',
      '两个 Joy-Con 手柄',
      '带有线网络接口的底座',
    ],
    en_us: [
      'Play at home on the TV or on the go with a vivid 7-inch OLED screen.',
      '64 GB storage',
      'Two Joy-Con controllers',
      'Dock with LAN port',
    ],
    pt_br: [
      'Jogue em casa na TV ou em qualquer lugar com a tela OLED vibrante de 7 polegadas.',
      '64 GB de armazenamento',
      'Dois controles Joy-Con',
      'Base com porta LAN',
    ],
    ko_kr: [
      '집에서는 TV로, 밖에서는 선명한 7인치 OLED 화면으로.',
      '64GB 저장 공간',
      '조이콘 2개',
      '유선 LAN 포트 독',
    ],
    ja_jp: [
      '家ではテレビで、外では鮮やかな7インチ有機ELで。',
      '本体保存メモリー64GB',
      'Joy-Con 2本',
      '有線LAN端子付きドック',
    ],
    ru_ru: [
      'Играйте дома на телевизоре или в дороге на ярком 7-дюймовом OLED-экране.',
      'Память 64 ГБ',
      'Два контроллера Joy-Con',
      'Док-станция с портом LAN',
    ],
  },
} as const;
