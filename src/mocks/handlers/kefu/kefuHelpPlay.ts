import type { HelpFigures, HelpTopicText } from './kefuHelpTypes';

/** The support chat's common questions about auctions and Prize Box draws (decision 0047). */
export const PLAY_TOPICS: readonly HelpTopicText[] = [
  {
    id: 'howBidding',
    url: '/pages/index/auction',
    text: ({ deposit, step }: HelpFigures) => ({
      en_us: {
        question: 'How does bidding work?',
        answer: `Before bidding on a lot, pay its deposit: ${deposit} of the evaluation price, taken from your balance. While the auction is on, each bid must beat the current price by at least ${step} of the evaluation price. When time runs out, the highest bid wins: the winner's deposit counts towards the price and the rest is paid when claiming the lot; everyone else gets their deposit back.`,
        link: 'Auction',
      },
      zh_cn: {
        question: '如何参与竞拍？',
        answer: `出价前需先缴纳该拍品的保证金：估价的 ${deposit}，从余额中扣除。拍卖进行中，每次出价须比当前价格至少高出估价的 ${step}。时间结束时出价最高者得拍：其保证金抵扣成交价，余款在领取拍品时支付；其他人的保证金全部退还。`,
        link: '拍卖',
      },
      pt_br: {
        question: 'Como funcionam os lances?',
        answer: `Antes de dar lances em um lote, pague a caução: ${deposit} do valor de avaliação, descontada do seu saldo. Durante o leilão, cada lance deve superar o preço atual em pelo menos ${step} do valor de avaliação. Quando o tempo acaba, o maior lance vence: a caução do vencedor conta no preço e o restante é pago ao resgatar o lote; todos os outros recebem a caução de volta.`,
        link: 'Leilão',
      },
      ko_kr: {
        question: '입찰은 어떻게 하나요?',
        answer: `입찰하기 전에 경매품의 보증금(감정가의 ${deposit})을 잔액에서 납부합니다. 경매가 진행되는 동안 각 입찰가는 현재 가격보다 감정가의 ${step} 이상 높아야 합니다. 시간이 끝나면 최고가 입찰자가 낙찰받습니다. 낙찰자의 보증금은 낙찰가에 포함되고 나머지는 경매품을 수령할 때 결제하며, 다른 참여자의 보증금은 모두 돌려 드립니다.`,
        link: '경매',
      },
      ja_jp: {
        question: '入札の仕組みは？',
        answer: `入札する前に、その出品の保証金（評価額の ${deposit}）を残高から支払います。オークション中、入札額は現在の価格より評価額の ${step} 以上高くする必要があります。終了時に最高額を入札した人が落札し、その保証金は落札価格に充てられ、残りは賞品の受け取り時に支払います。ほかの参加者の保証金はすべて返金されます。`,
        link: 'オークション',
      },
      ru_ru: {
        question: 'Как проходят торги?',
        answer: `Прежде чем делать ставки на лот, внесите залог: ${deposit} оценочной цены, он списывается с баланса. Пока аукцион идёт, каждая ставка должна превышать текущую цену хотя бы на ${step} оценочной цены. Когда время выходит, побеждает самая высокая ставка: залог победителя идёт в счёт цены, остальное оплачивается при получении лота; остальным залог возвращается.`,
        link: 'Аукцион',
      },
    }),
  },
  {
    id: 'howPrizeBox',
    url: '/pages/index/index?tab=box',
    text: () => ({
      en_us: {
        question: 'How do Prize Box draws work?',
        answer:
          'Each Prize Box round splits a product into units at one price each, and every unit you buy gets a lottery number. When the last unit is sold, one of the sold numbers is drawn: it wins the product, every buyer gets a system message and the next round opens. The more units you hold, the better your chance. A prize you win waits under Unclaimed prizes: claim it, then have it shipped, sell it back or give it away.',
        link: 'Prize Box',
      },
      zh_cn: {
        question: '一元夺宝怎么开奖？',
        answer:
          '每期一元夺宝把一件商品分成价格相同的若干份，您买的每一份都有一个抽奖号码。最后一份售出后，从已售号码中抽出一个：该号码获得商品，所有参与者都会收到系统消息，下一期随即开启。持有的份数越多，中奖机会越大。中奖的奖品在“待领取奖品”中：领取后可以申请发货、回售或赠送他人。',
        link: '一元夺宝',
      },
      pt_br: {
        question: 'Como funcionam os sorteios da Caixa de prêmios?',
        answer:
          'Cada rodada da Caixa de prêmios divide um produto em cotas de mesmo preço, e cada cota que você compra recebe um número da sorte. Quando a última cota é vendida, um dos números vendidos é sorteado: ele ganha o produto, todos os compradores recebem uma mensagem do sistema e a próxima rodada começa. Quanto mais cotas você tiver, maior a sua chance. O prêmio ganho fica em Prêmios não resgatados: resgate-o e depois peça o envio, revenda ou presenteie.',
        link: 'Caixa de prêmios',
      },
      ko_kr: {
        question: '경품 박스 추첨은 어떻게 하나요?',
        answer:
          '경품 박스는 회차마다 상품 하나를 같은 가격의 여러 구좌로 나누고, 구매한 구좌마다 추첨 번호를 드립니다. 마지막 구좌가 팔리면 판매된 번호 중 하나를 추첨해 그 번호가 상품을 받고, 모든 구매자에게 시스템 메시지가 가며 다음 회차가 열립니다. 구좌가 많을수록 당첨 확률이 높아집니다. 당첨된 경품은 ‘미수령 경품’에 있으니 수령한 뒤 배송 요청, 되팔기, 선물을 할 수 있습니다.',
        link: '경품 박스',
      },
      ja_jp: {
        question: 'プライズボックスの抽選の仕組みは？',
        answer:
          'プライズボックスでは、回ごとに商品を同じ価格の口に分け、購入した口ごとに抽選番号が付きます。最後の口が売れると、売れた番号から1つが抽選されてその番号が商品を獲得し、購入者全員にシステムメッセージが届き、次の回が始まります。持っている口が多いほど当選のチャンスが高まります。当選した賞品は「未受取の賞品」にあり、受け取った後に発送・買取・プレゼントができます。',
        link: 'プライズボックス',
      },
      ru_ru: {
        question: 'Как проходят розыгрыши Призового бокса?',
        answer:
          'Каждый раунд Призового бокса делит товар на доли по одной цене, и каждая купленная доля получает лотерейный номер. Когда продана последняя доля, из проданных номеров разыгрывается один: он выигрывает товар, все покупатели получают системное сообщение, и открывается следующий раунд. Чем больше у вас долей, тем выше шанс. Выигранный приз ждёт в разделе «Неполученные призы»: получите его, а затем закажите отправку, продайте обратно или подарите.',
        link: 'Призовой бокс',
      },
    }),
  },
];
