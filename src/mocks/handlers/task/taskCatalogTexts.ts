import type { Translations } from '../../db/schema';

interface TaskCopy {
  title: Translations;
  /** plain text, one instruction a line */
  describe: Translations;
}

/** Markup in a title and its instructions, which every page must show as text (in every language). */
const HOSTILE = '<img src=x onerror=alert(1)>';

/**
 * The seeded tasks' titles and instructions (db/seedTasks.ts, by the names of TASK_IDS): the mall's own text,
 * written in each of the six languages and served in the request's. The long one is long in every language
 * (the Russian is the longest: it must fit at 375 px).
 */
export const TASK_COPY = {
  tiktok: {
    title: {
      zh_cn: '在 TikTok 关注 QC Mall 并上传截图',
      en_us: 'Follow QC Mall on TikTok and upload a screenshot',
      pt_br: 'Siga o QC Mall no TikTok e envie uma captura de tela',
      ko_kr: 'TikTok에서 QC Mall을 팔로우하고 스크린샷 올리기',
      ja_jp: 'TikTokでQC Mallをフォローしてスクリーンショットをアップロード',
      ru_ru: 'Подпишитесь на QC Mall в TikTok и загрузите скриншот',
    },
    describe: {
      zh_cn: '打开 TikTok，搜索 @qcmall 并点击“关注”。\n截取显示“已关注”按钮的屏幕截图并上传。',
      en_us:
        'Open TikTok, search for @qcmall and tap Follow.\nTake a screenshot that shows the Following button and upload it.',
      pt_br:
        'Abra o TikTok, pesquise @qcmall e toque em Seguir.\nFaça uma captura de tela que mostre o botão Seguindo e envie-a.',
      ko_kr:
        'TikTok을 열고 @qcmall을 검색한 뒤 팔로우를 누르세요.\n팔로잉 버튼이 보이는 스크린샷을 찍어 올려 주세요.',
      ja_jp:
        'TikTokを開いて@qcmallを検索し、「フォロー」をタップします。\n「フォロー中」ボタンが写ったスクリーンショットを撮ってアップロードしてください。',
      ru_ru:
        'Откройте TikTok, найдите @qcmall и нажмите «Подписаться».\nСделайте скриншот, на котором видна кнопка «Вы подписаны», и загрузите его.',
    },
  },
  share: {
    title: {
      zh_cn: '把商品分享给好友',
      en_us: 'Share a product with a friend',
      pt_br: 'Compartilhe um produto com um amigo',
      ko_kr: '친구에게 상품 공유하기',
      ja_jp: '友だちに商品をシェア',
      ru_ru: 'Поделитесь товаром с другом',
    },
    describe: {
      zh_cn: '打开任一商品，点击“分享”并发送给好友。\n上传包含链接的聊天截图。',
      en_us:
        'Open any product, tap Share and send it to a friend.\nUpload a screenshot of the chat with the link.',
      pt_br:
        'Abra qualquer produto, toque em Compartilhar e envie para um amigo.\nEnvie uma captura de tela da conversa com o link.',
      ko_kr: '아무 상품이나 열고 공유를 눌러 친구에게 보내세요.\n링크가 보이는 대화 스크린샷을 올려 주세요.',
      ja_jp:
        '好きな商品を開いて「シェア」をタップし、友だちに送ります。\nリンクが写ったトーク画面のスクリーンショットをアップロードしてください。',
      ru_ru:
        'Откройте любой товар, нажмите «Поделиться» и отправьте другу.\nЗагрузите скриншот переписки со ссылкой.',
    },
  },
  unboxing: {
    title: {
      zh_cn: '拍摄 30 秒开箱视频',
      en_us: 'Film a 30-second unboxing video',
      pt_br: 'Grave um vídeo de unboxing de 30 segundos',
      ko_kr: '30초 언박싱 영상 촬영하기',
      ja_jp: '30秒の開封動画を撮影',
      ru_ru: 'Снимите 30-секундное видео распаковки',
    },
    describe: {
      zh_cn: '拍摄您拆开 QC Mall 包裹的过程，约 30 秒（最长 60 秒）。\n视频中要出现商品及其包装盒。',
      en_us:
        'Film yourself opening a parcel from QC Mall, about 30 seconds long (at most 60 s).\nShow the product and its box.',
      pt_br:
        'Grave você abrindo um pacote do QC Mall, com cerca de 30 segundos (no máximo 60 s).\nMostre o produto e a caixa.',
      ko_kr: 'QC Mall 택배를 여는 모습을 30초 정도(최대 60초) 촬영하세요.\n상품과 상자가 보이게 찍어 주세요.',
      ja_jp:
        'QC Mallの荷物を開ける様子を30秒ほど（最長60秒）撮影してください。\n商品と箱が映るようにしてください。',
      ru_ru:
        'Снимите, как вы открываете посылку от QC Mall, — около 30 секунд (не больше 60).\nПокажите товар и коробку.',
    },
  },
  review: {
    title: {
      zh_cn: '为最近的订单发表评价',
      en_us: 'Post a review of your last order',
      pt_br: 'Avalie o seu último pedido',
      ko_kr: '최근 주문 리뷰 남기기',
      ja_jp: '最近の注文のレビューを投稿',
      ru_ru: 'Оставьте отзыв о последнем заказе',
    },
    describe: {
      zh_cn: '为您最近收到的商品写一条带照片的评价。\n上传评价的截图。',
      en_us:
        'Write a review of the last product you received, with a photo.\nUpload a screenshot of your review.',
      pt_br:
        'Escreva uma avaliação com foto do último produto que você recebeu.\nEnvie uma captura de tela da avaliação.',
      ko_kr: '최근에 받은 상품의 리뷰를 사진과 함께 작성하세요.\n작성한 리뷰의 스크린샷을 올려 주세요.',
      ja_jp:
        '最近受け取った商品のレビューを写真付きで書いてください。\nレビューのスクリーンショットをアップロードしてください。',
      ru_ru: 'Напишите отзыв с фото о последнем полученном товаре.\nЗагрузите скриншот отзыва.',
    },
  },
  checkIn: {
    title: {
      zh_cn: '连续签到三天',
      en_us: 'Check in three days in a row',
      pt_br: 'Faça check-in três dias seguidos',
      ko_kr: '3일 연속 출석 체크하기',
      ja_jp: '3日連続でチェックイン',
      ru_ru: 'Отмечайтесь три дня подряд',
    },
    describe: {
      zh_cn: '在首页连续签到三天。\n上传签到日历的截图。',
      en_us: 'Check in on the home page three days running.\nUpload a screenshot of your check-in calendar.',
      pt_br:
        'Faça check-in na página inicial por três dias seguidos.\nEnvie uma captura de tela do seu calendário de check-in.',
      ko_kr: '홈에서 3일 연속으로 출석 체크하세요.\n출석 달력의 스크린샷을 올려 주세요.',
      ja_jp:
        'ホームで3日続けてチェックインしてください。\nチェックインカレンダーのスクリーンショットをアップロードしてください。',
      ru_ru: 'Отмечайтесь на главной странице три дня подряд.\nЗагрузите скриншот календаря отметок.',
    },
  },
  helpCentre: {
    title: {
      zh_cn: '浏览 QC Mall 帮助中心',
      en_us: 'Visit the QC Mall help centre',
      pt_br: 'Visite a central de ajuda do QC Mall',
      ko_kr: 'QC Mall 도움말 센터 방문하기',
      ja_jp: 'QC Mallヘルプセンターを見る',
      ru_ru: 'Загляните в справочный центр QC Mall',
    },
    describe: {
      zh_cn: '打开帮助中心并浏览至少 10 秒。',
      en_us: 'Open the help centre and read it for at least 10 seconds.',
      pt_br: 'Abra a central de ajuda e leia por pelo menos 10 segundos.',
      ko_kr: '도움말 센터를 열고 10초 이상 읽어 보세요.',
      ja_jp: 'ヘルプセンターを開いて10秒以上読んでください。',
      ru_ru: 'Откройте справочный центр и читайте его не меньше 10 секунд.',
    },
  },
  whitePaper: {
    title: {
      zh_cn: '阅读白皮书',
      en_us: 'Read the white paper',
      pt_br: 'Leia o documento técnico',
      ko_kr: '백서 읽기',
      ja_jp: 'ホワイトペーパーを読む',
      ru_ru: 'Прочитайте Белую книгу',
    },
    describe: {
      zh_cn: '打开 QC Mall 白皮书并停留至少 30 秒。',
      en_us: 'Open the QC Mall white paper and stay on it for at least 30 seconds.',
      pt_br: 'Abra o documento técnico do QC Mall e fique nele por pelo menos 30 segundos.',
      ko_kr: 'QC Mall 백서를 열고 30초 이상 머물러 주세요.',
      ja_jp: 'QC Mallのホワイトペーパーを開いて30秒以上表示してください。',
      ru_ru: 'Откройте Белую книгу QC Mall и не закрывайте её хотя бы 30 секунд.',
    },
  },
  website: {
    title: {
      zh_cn: '访问 qcmall.io',
      en_us: 'Visit qcmall.io',
      pt_br: 'Visite qcmall.io',
      ko_kr: 'qcmall.io 방문하기',
      ja_jp: 'qcmall.ioにアクセス',
      ru_ru: 'Зайдите на qcmall.io',
    },
    describe: {
      zh_cn: '打开 QC Mall 官网并停留至少 15 秒。',
      en_us: 'Open the QC Mall website and stay on it for at least 15 seconds.',
      pt_br: 'Abra o site do QC Mall e fique nele por pelo menos 15 segundos.',
      ko_kr: 'QC Mall 웹사이트를 열고 15초 이상 머물러 주세요.',
      ja_jp: 'QC Mallのウェブサイトを開いて15秒以上表示してください。',
      ru_ru: 'Откройте сайт QC Mall и не закрывайте его хотя бы 15 секунд.',
    },
  },
  longTitle: {
    title: {
      zh_cn: '当着快递员的面拍摄订单开箱过程，并上传从不同角度拍摄的三张包裹照片',
      en_us:
        'Photograph the unboxing of your order in front of the courier and upload three pictures of the parcel from different sides',
      pt_br:
        'Fotografe a abertura do seu pedido na frente do entregador e envie três fotos da embalagem de lados diferentes',
      ko_kr: '택배 기사님 앞에서 주문 상품 개봉 과정을 촬영하고 포장을 여러 방향에서 찍은 사진 세 장 올리기',
      ja_jp: '配達員の前で注文品の開封を撮影し、梱包をさまざまな角度から写した写真を3枚アップロード',
      ru_ru: 'Сфотографируйте распаковку заказа при курьере и загрузите три снимка упаковки с разных сторон',
    },
    describe: {
      zh_cn: '请在拆开包裹前、拆包过程中和拆包后分别拍照。\n上传三张能看到订单号标签的照片。',
      en_us:
        'Photograph the parcel before you open it, while you unpack it and afterwards.\nUpload three pictures that show the label with the order number.',
      pt_br:
        'Fotografe o pacote antes de abrir, durante e depois de desembalar.\nEnvie três fotos em que apareça a etiqueta com o número do pedido.',
      ko_kr:
        '택배를 열기 전, 여는 중, 연 후에 사진을 찍으세요.\n주문 번호 라벨이 보이는 사진 세 장을 올려 주세요.',
      ja_jp:
        '荷物を開ける前、開けている途中、開けた後に写真を撮ってください。\n注文番号のラベルが写った写真を3枚アップロードしてください。',
      ru_ru:
        'Сфотографируйте посылку до вскрытия, во время распаковки и после неё.\nЗагрузите три снимка, на которых видна наклейка с номером заказа.',
    },
  },
  hostile: {
    title: {
      zh_cn: `${HOSTILE} 邀请好友加入 QC Mall`,
      en_us: `${HOSTILE} Invite a friend to QC Mall`,
      pt_br: `${HOSTILE} Convide um amigo para o QC Mall`,
      ko_kr: `${HOSTILE} 친구를 QC Mall에 초대하기`,
      ja_jp: `${HOSTILE} 友だちをQC Mallに招待`,
      ru_ru: `${HOSTILE} Пригласите друга в QC Mall`,
    },
    describe: {
      zh_cn: `把您的邀请码发送给好友。${HOSTILE}\n上传消息的截图。`,
      en_us: `Send your invitation code to a friend. ${HOSTILE}\nUpload a screenshot of the message.`,
      pt_br: `Envie seu código de convite para um amigo. ${HOSTILE}\nEnvie uma captura de tela da mensagem.`,
      ko_kr: `친구에게 초대 코드를 보내세요. ${HOSTILE}\n메시지 스크린샷을 올려 주세요.`,
      ja_jp: `招待コードを友だちに送ってください。${HOSTILE}\nメッセージのスクリーンショットをアップロードしてください。`,
      ru_ru: `Отправьте другу свой код приглашения. ${HOSTILE}\nЗагрузите скриншот сообщения.`,
    },
  },
} as const satisfies Record<string, TaskCopy>;

export type TaskKey = keyof typeof TASK_COPY;
