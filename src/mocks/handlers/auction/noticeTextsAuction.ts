/**
 * System messages of the auctions: the winner's when an auction ends; `{name}` is filled from the notice's
 * parameters (`{amount}` and `{deposit}` carry their unit).
 */
export const AUCTION_NOTICE_TEXTS = {
  auctionWon: {
    title: {
      zh_cn: '恭喜您竞拍成功！',
      en_us: 'You won the auction!',
      pt_br: 'Você venceu o leilão!',
      ko_kr: '축하합니다! 경매에 낙찰되었습니다',
      ja_jp: 'おめでとうございます！落札しました',
      ru_ru: 'Вы выиграли аукцион!',
    },
    content: {
      zh_cn:
        '您以 {amount} 拍得 {goods}（拍品 {lot}，订单 {orderNo}）。保证金 {deposit} 将抵扣货款，请在“拍卖订单”中支付余款并领取。',
      en_us:
        'Your bid of {amount} won {goods} (lot {lot}, order {orderNo}). Your deposit of {deposit} counts towards the price: pay the rest and claim it in Auction orders.',
      pt_br:
        'Seu lance de {amount} venceu {goods} (lote {lot}, pedido {orderNo}). Sua caução de {deposit} conta para o preço: pague o restante e resgate em Pedidos de leilão.',
      ko_kr:
        '{amount}에 {goods}을(를) 낙찰받았습니다(경매품 {lot}, 주문 {orderNo}). 보증금 {deposit}은(는) 대금에 포함됩니다. 경매 주문에서 잔금을 결제하고 수령하세요.',
      ja_jp:
        '{amount} で {goods} を落札しました（ロット {lot}、注文 {orderNo}）。保証金 {deposit} は代金に充当されます。「オークション注文」で残金を支払って受け取ってください。',
      ru_ru:
        'Ваша ставка {amount} выиграла: {goods} (лот {lot}, заказ {orderNo}). Залог {deposit} идёт в счёт цены: оплатите остаток и получите товар в разделе «Заказы аукциона».',
    },
  },
} as const;
