import type { NoticeKind } from '../../api/messages/message';
import type { LangValue } from '../../api/types';
import type { Translations } from '../db/schema';
import { AUCTION_NOTICE_TEXTS } from '../handlers/auction/noticeTextsAuction';
import { BAZAAR_NOTICE_TEXTS } from '../handlers/goods/noticeTextsBazaar';
import { MY_NOTICE_TEXTS } from '../handlers/profile/db/noticeTextsMy';
import { ORDER_NOTICE_TEXTS } from '../handlers/orders/noticeTextsOrders';
import { TASK_NOTICE_TEXTS } from '../handlers/task/noticeTextsTask';
import { byLanguage } from './translations';

interface NoticeText {
  title: Translations;
  content: Translations;
}

/** System messages the fake server sends, one per kind; `{name}` is filled from the notice's parameters. */
export const NOTICE_TEXTS = {
  welcome: {
    title: {
      zh_cn: '欢迎来到 QC Mall',
      en_us: 'Welcome to QC Mall',
      pt_br: 'Bem-vindo ao QC Mall',
      ko_kr: 'QC Mall에 오신 것을 환영합니다',
      ja_jp: 'QC Mallへようこそ',
      ru_ru: 'Добро пожаловать в QC Mall',
    },
    content: {
      zh_cn: '每天签到，参与夺宝和众筹，赢取丰厚奖品。',
      en_us: 'Check in every day, join treasure boxes and crowdfunding, and win great prizes.',
      pt_br:
        'Faça check-in todos os dias, participe das caixas do tesouro e dos financiamentos coletivos e ganhe ótimos prêmios.',
      ko_kr: '매일 출석 체크하고 보물상자와 크라우드펀딩에 참여해 멋진 상품을 받아 가세요.',
      ja_jp: '毎日チェックインして、宝箱やクラウドファンディングに参加し、素敵な賞品を当てましょう。',
      ru_ru:
        'Отмечайтесь каждый день, участвуйте в сундуках с сокровищами и краудфандинге и выигрывайте отличные призы.',
    },
  },
  drawWon: {
    title: {
      zh_cn: '恭喜您中奖了！',
      en_us: 'You won!',
      pt_br: 'Você ganhou!',
      ko_kr: '축하합니다! 당첨되었습니다',
      ja_jp: 'おめでとうございます！当選しました',
      ru_ru: 'Поздравляем, вы выиграли!',
    },
    content: {
      zh_cn: '您的号码 {winNumber} 在第 {issue} 期中赢得了 {goods}，请前往“我的订单”领取奖品。',
      en_us: 'Your number {winNumber} won {goods} in round {issue}. Claim your prize in My orders.',
      pt_br: 'Seu número {winNumber} ganhou {goods} na rodada {issue}. Resgate seu prêmio em Meus pedidos.',
      ko_kr:
        '회원님의 번호 {winNumber}(으)로 {issue}회차 {goods}에 당첨되었습니다. 내 주문에서 상품을 수령하세요.',
      ja_jp:
        'あなたの番号 {winNumber} が第{issue}回の {goods} に当選しました。「マイ注文」から賞品を受け取ってください。',
      ru_ru: 'Ваш номер {winNumber} выиграл {goods} в раунде {issue}. Получите приз в разделе «Мои заказы».',
    },
  },
  drawLost: {
    title: {
      zh_cn: '开奖结果',
      en_us: 'Draw result',
      pt_br: 'Resultado do sorteio',
      ko_kr: '추첨 결과',
      ja_jp: '抽選結果',
      ru_ru: 'Результат розыгрыша',
    },
    content: {
      zh_cn: '{goods} 第 {issue} 期已开奖，中奖号码为 {winNumber}。很遗憾，您本次未中奖。',
      en_us:
        'Round {issue} of {goods} has been drawn and the winning number is {winNumber}. Your numbers did not win this time.',
      pt_br:
        'A rodada {issue} de {goods} foi sorteada e o número vencedor é {winNumber}. Seus números não ganharam desta vez.',
      ko_kr:
        '{goods} {issue}회차 추첨이 완료되었으며 당첨 번호는 {winNumber}입니다. 아쉽게도 이번에는 당첨되지 않았습니다.',
      ja_jp:
        '{goods} 第{issue}回の抽選が行われ、当選番号は {winNumber} でした。残念ながら今回は当選しませんでした。',
      ru_ru:
        'Раунд {issue} товара {goods} разыгран, выигрышный номер — {winNumber}. К сожалению, на этот раз ваши номера не выиграли.',
    },
  },
  crowdRefunded: {
    title: {
      zh_cn: '众筹已结束',
      en_us: 'Crowdfunding ended',
      pt_br: 'Financiamento coletivo encerrado',
      ko_kr: '크라우드펀딩 종료',
      ja_jp: 'クラウドファンディング終了',
      ru_ru: 'Краудфандинг завершён',
    },
    content: {
      zh_cn: '{goods} 第 {issue} 期在售罄前已结束，您支付的金额已退回。',
      en_us: 'Round {issue} of {goods} ended before all units were sold. What you paid has been refunded.',
      pt_br:
        'A rodada {issue} de {goods} terminou antes de todas as unidades serem vendidas. O valor pago foi reembolsado.',
      ko_kr:
        '{goods} {issue}회차가 모든 수량이 판매되기 전에 종료되었습니다. 결제하신 금액은 환불되었습니다.',
      ja_jp: '{goods} 第{issue}回は完売前に終了しました。お支払いいただいた金額は返金されました。',
      ru_ru: 'Раунд {issue} товара {goods} завершился до продажи всех долей. Оплаченная сумма возвращена.',
    },
  },
  ...ORDER_NOTICE_TEXTS,
  ...MY_NOTICE_TEXTS,
  ...BAZAAR_NOTICE_TEXTS,
  ...AUCTION_NOTICE_TEXTS,
  ...TASK_NOTICE_TEXTS,
} as const satisfies Record<NoticeKind, NoticeText>;

/** A value filled into a notice: the same text in every language (a name, a number) or one per language. */
export type NoticeParams = Record<string, string | Translations>;

const fill = (text: string, params: NoticeParams, lang: LangValue) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : value[lang];
  });

/** `texts` with the parameters filled in, each language with its own. */
export const translate = (texts: Translations, params: NoticeParams): Translations =>
  byLanguage((lang) => fill(texts[lang], params, lang));

/** The template's title and content in every language, parameters filled in. */
export function noticeText(kind: NoticeKind, params: NoticeParams = {}): NoticeText {
  const texts = NOTICE_TEXTS[kind];
  return { title: translate(texts.title, params), content: translate(texts.content, params) };
}
