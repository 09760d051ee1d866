/** System messages about addresses, shipping and gifts; `{name}` is filled from the notice's parameters. */
export const ORDER_NOTICE_TEXTS = {
  addressApproved: {
    title: {
      zh_cn: '收货地址审核通过',
      en_us: 'Address approved',
      pt_br: 'Endereço aprovado',
      ko_kr: '배송지 승인 완료',
      ja_jp: '住所が承認されました',
      ru_ru: 'Адрес одобрен',
    },
    content: {
      zh_cn: '您的收货地址已通过审核，现在可以申请发货了。',
      en_us: 'Your delivery address has been approved. You can now request shipping.',
      pt_br: 'Seu endereço de entrega foi aprovado. Agora você pode solicitar o envio.',
      ko_kr: '배송지가 승인되었습니다. 이제 배송을 신청할 수 있습니다.',
      ja_jp: 'お届け先住所が承認されました。発送を依頼できます。',
      ru_ru: 'Ваш адрес доставки одобрен. Теперь можно запросить отправку.',
    },
  },
  addressRejected: {
    title: {
      zh_cn: '收货地址审核未通过',
      en_us: 'Address rejected',
      pt_br: 'Endereço recusado',
      ko_kr: '배송지 승인 거절',
      ja_jp: '住所が承認されませんでした',
      ru_ru: 'Адрес отклонён',
    },
    content: {
      zh_cn: '您的收货地址未通过审核：{reason}。',
      en_us: 'Your delivery address was rejected: {reason}.',
      pt_br: 'Seu endereço de entrega foi recusado: {reason}.',
      ko_kr: '배송지가 승인되지 않았습니다: {reason}.',
      ja_jp: 'お届け先住所は承認されませんでした：{reason}。',
      ru_ru: 'Ваш адрес доставки отклонён: {reason}.',
    },
  },
  shipped: {
    title: {
      zh_cn: '您的订单已发货',
      en_us: 'Your order has shipped',
      pt_br: 'Seu pedido foi enviado',
      ko_kr: '주문 상품이 발송되었습니다',
      ja_jp: 'ご注文の商品を発送しました',
      ru_ru: 'Ваш заказ отправлен',
    },
    content: {
      zh_cn: '订单 {orderNo} 的 {goods} 已发出，快递单号：{courier}。',
      en_us: '{goods} of order {orderNo} is on its way. Courier number: {courier}.',
      pt_br: '{goods} do pedido {orderNo} está a caminho. Código de rastreio: {courier}.',
      ko_kr: '주문 {orderNo}의 {goods}이(가) 발송되었습니다. 운송장 번호: {courier}.',
      ja_jp: '注文 {orderNo} の {goods} を発送しました。追跡番号：{courier}。',
      ru_ru: '{goods} из заказа {orderNo} уже в пути. Номер отслеживания: {courier}.',
    },
  },
  giftReceived: {
    title: {
      zh_cn: '您收到一份礼物',
      en_us: 'You received a gift',
      pt_br: 'Você recebeu um presente',
      ko_kr: '선물이 도착했습니다',
      ja_jp: 'ギフトが届きました',
      ru_ru: 'Вам подарок',
    },
    content: {
      zh_cn: '{sender} 送给您 {goods} × {quantity}，请在礼物消息中领取。',
      en_us: '{sender} sent you {goods} × {quantity}. Claim it in Gift messages.',
      pt_br: '{sender} enviou para você {goods} × {quantity}. Resgate em Mensagens de presentes.',
      ko_kr: '{sender}님이 {goods} × {quantity}을(를) 보냈습니다. 선물 메시지에서 받아 가세요.',
      ja_jp: '{sender} さんから {goods} × {quantity} が届きました。ギフトメッセージで受け取ってください。',
      ru_ru: '{sender} отправил(а) вам {goods} × {quantity}. Получите подарок в разделе «Подарки».',
    },
  },
  giftMoneyReceived: {
    title: {
      zh_cn: '您收到一份礼物',
      en_us: 'You received a gift',
      pt_br: 'Você recebeu um presente',
      ko_kr: '선물이 도착했습니다',
      ja_jp: 'ギフトが届きました',
      ru_ru: 'Вам подарок',
    },
    content: {
      zh_cn: '{sender} 送给您 {amount} {asset}，请在礼物消息中领取。',
      en_us: '{sender} sent you {amount} {asset}. Claim it in Gift messages.',
      pt_br: '{sender} enviou para você {amount} de {asset}. Resgate em Mensagens de presentes.',
      ko_kr: '{sender}님이 {asset} {amount}을(를) 보냈습니다. 선물 메시지에서 받아 가세요.',
      ja_jp: '{sender} さんから {asset} {amount} が届きました。ギフトメッセージで受け取ってください。',
      ru_ru: '{sender} отправил(а) вам {amount} ({asset}). Получите подарок в разделе «Подарки».',
    },
  },
} as const;
