import type { OrderKind } from '../../../../api/shared';
import type { InAppUnit } from '../../../../api/wallet/wallet';
import type { Translations } from '../../../db/schema';
import { translate, type NoticeParams } from '../../../texts/noticeTexts';
import { ASSET_NAMES } from '../../orders/orderTexts';
import { sameInEvery } from '../../../texts/translations';

/** Why a holding moved, as the ledger names it; `{name}` is filled from the movement's parameters. */
const LEDGER_TITLES = {
  buyGoods: {
    zh_cn: '购买商品：{goods}',
    en_us: 'Purchase: {goods}',
    pt_br: 'Compra: {goods}',
    ko_kr: '상품 구매: {goods}',
    ja_jp: '商品購入：{goods}',
    ru_ru: 'Покупка: {goods}',
  },
  buyTreasure: {
    zh_cn: '夺宝：{goods}',
    en_us: 'Prize box: {goods}',
    pt_br: 'Caixa de prêmios: {goods}',
    ko_kr: '경품 박스: {goods}',
    ja_jp: 'プライズボックス：{goods}',
    ru_ru: 'Призовой бокс: {goods}',
  },
  buyCrowd: {
    zh_cn: '众筹：{goods}',
    en_us: 'Crowdfunding: {goods}',
    pt_br: 'Financiamento coletivo: {goods}',
    ko_kr: '크라우드펀딩: {goods}',
    ja_jp: 'クラウドファンディング：{goods}',
    ru_ru: 'Краудфандинг: {goods}',
  },
  auctionPaid: {
    zh_cn: '拍卖尾款：{goods}',
    en_us: 'Auction payment: {goods}',
    pt_br: 'Pagamento do leilão: {goods}',
    ko_kr: '경매 잔금: {goods}',
    ja_jp: 'オークション残金：{goods}',
    ru_ru: 'Оплата аукциона: {goods}',
  },
  auctionDeposit: {
    zh_cn: '拍卖保证金：{goods}',
    en_us: 'Auction deposit: {goods}',
    pt_br: 'Caução do leilão: {goods}',
    ko_kr: '경매 보증금: {goods}',
    ja_jp: 'オークション保証金：{goods}',
    ru_ru: 'Залог аукциона: {goods}',
  },
  auctionRefund: {
    zh_cn: '拍卖保证金退还：{goods}',
    en_us: 'Auction deposit refund: {goods}',
    pt_br: 'Devolução da caução do leilão: {goods}',
    ko_kr: '경매 보증금 환불: {goods}',
    ja_jp: 'オークション保証金の返金：{goods}',
    ru_ru: 'Возврат залога аукциона: {goods}',
  },
  crowdRefund: {
    zh_cn: '众筹退款：{goods}',
    en_us: 'Crowdfunding refund: {goods}',
    pt_br: 'Reembolso do financiamento coletivo: {goods}',
    ko_kr: '크라우드펀딩 환불: {goods}',
    ja_jp: 'クラウドファンディング返金：{goods}',
    ru_ru: 'Возврат за краудфандинг: {goods}',
  },
  soldBack: {
    zh_cn: '回收：{goods}',
    en_us: 'Sold back: {goods}',
    pt_br: 'Revendido à plataforma: {goods}',
    ko_kr: '회수 판매: {goods}',
    ja_jp: '買い取り：{goods}',
    ru_ru: 'Продано платформе: {goods}',
  },
  giftSent: {
    zh_cn: '赠送给 {name}',
    en_us: 'Gift to {name}',
    pt_br: 'Presente para {name}',
    ko_kr: '{name}님에게 선물',
    ja_jp: '{name} さんへのギフト',
    ru_ru: 'Подарок для {name}',
  },
  giftClaimed: {
    zh_cn: '来自 {name} 的礼物',
    en_us: 'Gift from {name}',
    pt_br: 'Presente de {name}',
    ko_kr: '{name}님의 선물',
    ja_jp: '{name} さんからのギフト',
    ru_ru: 'Подарок от {name}',
  },
  pointsRedeemed: {
    zh_cn: '积分兑换：{option}',
    en_us: 'Points redemption: {option}',
    pt_br: 'Troca de pontos: {option}',
    ko_kr: '포인트 교환: {option}',
    ja_jp: 'ポイント交換：{option}',
    ru_ru: 'Обмен баллов: {option}',
  },
  codeRedeemed: {
    zh_cn: '兑换码 {code}',
    en_us: 'Redeem code {code}',
    pt_br: 'Código de resgate {code}',
    ko_kr: '교환 코드 {code}',
    ja_jp: '引き換えコード {code}',
    ru_ru: 'Код активации {code}',
  },
  checkIn: {
    zh_cn: '签到第 {day} 天',
    en_us: 'Check-in, day {day}',
    pt_br: 'Check-in, dia {day}',
    ko_kr: '출석 체크 {day}일차',
    ja_jp: 'チェックイン {day}日目',
    ru_ru: 'Ежедневный вход, день {day}',
  },
  topUp: {
    zh_cn: '充值 {orderNo}',
    en_us: 'Top-up {orderNo}',
    pt_br: 'Recarga {orderNo}',
    ko_kr: '충전 {orderNo}',
    ja_jp: 'チャージ {orderNo}',
    ru_ru: 'Пополнение {orderNo}',
  },
  transferOut: {
    zh_cn: '转账给 {name}',
    en_us: 'Transfer to {name}',
    pt_br: 'Transferência para {name}',
    ko_kr: '{name}님에게 이체',
    ja_jp: '{name} さんへの送金',
    ru_ru: 'Перевод для {name}',
  },
  transferIn: {
    zh_cn: '来自 {name} 的转账',
    en_us: 'Transfer from {name}',
    pt_br: 'Transferência de {name}',
    ko_kr: '{name}님의 이체',
    ja_jp: '{name} さんからの送金',
    ru_ru: 'Перевод от {name}',
  },
  exchange: {
    zh_cn: '兑换：{from} → {to}',
    en_us: 'Exchange: {from} → {to}',
    pt_br: 'Câmbio: {from} → {to}',
    ko_kr: '환전: {from} → {to}',
    ja_jp: '両替：{from} → {to}',
    ru_ru: 'Обмен: {from} → {to}',
  },
  bazaarBought: {
    zh_cn: '市场购买：{goods}',
    en_us: 'Market purchase: {goods}',
    pt_br: 'Compra no mercado: {goods}',
    ko_kr: '마켓 구매: {goods}',
    ja_jp: 'マーケット購入：{goods}',
    ru_ru: 'Покупка на маркете: {goods}',
  },
  bazaarSold: {
    zh_cn: '市场售出：{goods}',
    en_us: 'Market sale: {goods}',
    pt_br: 'Venda no mercado: {goods}',
    ko_kr: '마켓 판매: {goods}',
    ja_jp: 'マーケット売上：{goods}',
    ru_ru: 'Продажа на маркете: {goods}',
  },
  inviteReward: {
    zh_cn: '邀请奖励：{name}',
    en_us: 'Invitation reward: {name}',
    pt_br: 'Recompensa por convite: {name}',
    ko_kr: '초대 보상: {name}',
    ja_jp: '招待報酬：{name}',
    ru_ru: 'Награда за приглашение: {name}',
  },
  taskReward: {
    zh_cn: '任务奖励：{task}',
    en_us: 'Task reward: {task}',
    pt_br: 'Recompensa de tarefa: {task}',
    ko_kr: '작업 보상: {task}',
    ja_jp: 'タスク報酬：{task}',
    ru_ru: 'Награда за задание: {task}',
  },
  miningIncome: {
    zh_cn: '节点挖矿收益',
    en_us: 'Node mining income',
    pt_br: 'Rendimento de mineração de nó',
    ko_kr: '노드 채굴 수익',
    ja_jp: 'ノードマイニング収益',
    ru_ru: 'Доход от майнинга узла',
  },
  miningSign: {
    zh_cn: '挖矿签到奖励',
    en_us: 'Mining sign-in reward',
    pt_br: 'Recompensa de presença na mineração',
    ko_kr: '채굴 출석 보상',
    ja_jp: 'マイニングのサインイン報酬',
    ru_ru: 'Награда за отметку в майнинге',
  },
  miningLocation: {
    zh_cn: '节点位置奖励',
    en_us: 'Node location bonus',
    pt_br: 'Bônus de localização do nó',
    ko_kr: '노드 위치 보너스',
    ja_jp: 'ノード位置ボーナス',
    ru_ru: 'Бонус за место узла',
  },
  deviceIncome: {
    zh_cn: '设备收益 {date}',
    en_us: 'Device income {date}',
    pt_br: 'Rendimento dos dispositivos {date}',
    ko_kr: '기기 수익 {date}',
    ja_jp: 'デバイス収益 {date}',
    ru_ru: 'Доход устройств {date}',
  },
  teamWithdrawal: {
    zh_cn: '团队收益提现',
    en_us: 'Team earnings withdrawal',
    pt_br: 'Saque dos ganhos da equipe',
    ko_kr: '팀 수익 출금',
    ja_jp: 'チーム収益の出金',
    ru_ru: 'Вывод доходов команды',
  },
} as const satisfies Record<string, Translations>;

export type LedgerTitle = keyof typeof LEDGER_TITLES;

/** Why a holding moves: the ledger title and what fills it in. */
export interface Why {
  title: LedgerTitle;
  params?: NoticeParams;
}

export const ledgerTitle = (why: Why): Translations => translate(LEDGER_TITLES[why.title], why.params ?? {});

/** How the exchange names the mall account's units. */
export const UNIT_NAMES: Record<InAppUnit, Translations> = { ...ASSET_NAMES, qc: sameInEvery('QC') };

const PURCHASE_TITLES = {
  goods: 'buyGoods',
  treasure: 'buyTreasure',
  crowd: 'buyCrowd',
  auction: 'auctionPaid',
} as const satisfies Record<OrderKind, LedgerTitle>;

/** The ledger line of items of the goods named `goods` sold back to the platform. */
export const soldBackWhy = (goods: string): Why => ({ title: 'soldBack', params: { goods } });

/** The ledger line of paying for an order of `kind` of the goods named `goods`. */
export const purchaseWhy = (kind: OrderKind, goods: string): Why => ({
  title: PURCHASE_TITLES[kind],
  params: { goods },
});
