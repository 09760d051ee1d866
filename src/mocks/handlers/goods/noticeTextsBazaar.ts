/**
 * System messages of the bazaar: the seller's when an order is paid and when it settles, the buyer's when it
 * ships; `{name}` is filled from the notice's parameters (`{amount}` carries its unit).
 */
export const BAZAAR_NOTICE_TEXTS = {
  bazaarPaid: {
    title: {
      zh_cn: '您有新订单待发货',
      en_us: 'New order to ship',
      pt_br: 'Novo pedido para enviar',
      ko_kr: '발송할 새 주문이 있습니다',
      ja_jp: '発送待ちの新しい注文があります',
      ru_ru: 'Новый заказ к отправке',
    },
    content: {
      zh_cn: '{buyer} 购买了 {goods} × {quantity}（订单 {orderNo}），已付款 {amount}，请尽快发货。',
      en_us: '{buyer} bought {goods} × {quantity} (order {orderNo}) and paid {amount}. Please ship it soon.',
      pt_br: '{buyer} comprou {goods} × {quantity} (pedido {orderNo}) e pagou {amount}. Envie em breve.',
      ko_kr:
        '{buyer}님이 {goods} × {quantity}(주문 {orderNo})을(를) 구매하고 {amount}을(를) 결제했습니다. 빨리 발송해 주세요.',
      ja_jp:
        '{buyer} さんが {goods} × {quantity}（注文 {orderNo}）を購入し、{amount} を支払いました。早めに発送してください。',
      ru_ru:
        '{buyer} купил(а) {goods} × {quantity} (заказ {orderNo}) и оплатил(а) {amount}. Отправьте заказ как можно скорее.',
    },
  },
  bazaarShipped: {
    title: {
      zh_cn: '您购买的商品已发货',
      en_us: 'Your bazaar order has shipped',
      pt_br: 'Seu pedido do bazar foi enviado',
      ko_kr: '바자 주문이 발송되었습니다',
      ja_jp: 'バザーの注文が発送されました',
      ru_ru: 'Ваш заказ с базара отправлен',
    },
    content: {
      zh_cn:
        '{seller} 已发出 {goods}（订单 {orderNo}），快递单号 {courier}。收到后请确认收货，7 天后将自动确认。',
      en_us:
        '{seller} shipped {goods} (order {orderNo}), courier number {courier}. Confirm receipt when it arrives; it is confirmed by itself after 7 days.',
      pt_br:
        '{seller} enviou {goods} (pedido {orderNo}), código de rastreio {courier}. Confirme o recebimento quando chegar; após 7 dias ele é confirmado automaticamente.',
      ko_kr:
        '{seller}님이 {goods}(주문 {orderNo})을(를) 발송했습니다. 운송장 번호 {courier}. 도착하면 수령을 확인해 주세요. 7일 후에는 자동으로 확인됩니다.',
      ja_jp:
        '{seller} さんが {goods}（注文 {orderNo}）を発送しました。追跡番号 {courier}。届いたら受け取りを確認してください。7 日後に自動で確認されます。',
      ru_ru:
        '{seller} отправил(а) {goods} (заказ {orderNo}), номер отправления {courier}. Подтвердите получение, когда заказ придёт; через 7 дней оно подтвердится автоматически.',
    },
  },
  bazaarSettled: {
    title: {
      zh_cn: '订单已完成，货款已到账',
      en_us: 'Order completed: you were paid',
      pt_br: 'Pedido concluído: você recebeu o pagamento',
      ko_kr: '주문 완료: 판매 대금이 입금되었습니다',
      ja_jp: '注文完了：売上が入金されました',
      ru_ru: 'Заказ завершён: оплата зачислена',
    },
    content: {
      zh_cn: '订单 {orderNo}（{goods}）已确认收货，{amount} 已存入您的账户。',
      en_us: 'Order {orderNo} ({goods}) was received: {amount} has been added to your account.',
      pt_br: 'O pedido {orderNo} ({goods}) foi recebido: {amount} foi adicionado à sua conta.',
      ko_kr: '주문 {orderNo}({goods})의 수령이 확인되어 {amount}이(가) 계정에 입금되었습니다.',
      ja_jp: '注文 {orderNo}（{goods}）の受け取りが確認され、{amount} があなたのアカウントに入金されました。',
      ru_ru: 'Заказ {orderNo} ({goods}) получен: {amount} зачислено на ваш счёт.',
    },
  },
} as const;
