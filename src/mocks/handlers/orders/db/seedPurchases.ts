import type { PayType } from '../../../../api/shared';
import { money, toWire } from '../../../../lib/money';
import { goodsOf } from '../../treasure/db/issues';
import { placeGoodsOrder } from './orders';
import { days, hours, minutes, type SeedClock } from '../../../db/seedClock';
import { shipSeeded } from './seedOrders';
import type { SeedEvent } from '../../../db/seedTimeline';
import type { DbState } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

interface GoodsPurchase {
  goodsId: number;
  /** index into the seeded users; 0 is the demo */
  buyer: number;
  count: number;
  payType: PayType;
  at: number;
  /** shipped and received purchases went through shipping (the seeded buyers have approved addresses) */
  itemState: 'unshipped' | 'shipped' | 'received';
  /** a review written `after` the purchase, with the product's picture when `picture` */
  comment?: { content: string; after: number; picture?: boolean };
}

/**
 * Mall orders: the demo's from today (to ship) and last week (received, paid with points, not reviewed yet),
 * and others' with reviews in their own languages. The review whose text is markup is the oldest of its
 * product's. (The demo's draws and crowdfunding are today's, yesterday's and six days old.)
 */
function purchases(c: SeedClock): GoodsPurchase[] {
  const bought = (
    goodsId: number,
    buyer: number,
    at: number,
    itemState: GoodsPurchase['itemState'],
    extra: Partial<Pick<GoodsPurchase, 'count' | 'payType' | 'comment'>> = {},
  ): GoodsPurchase => ({ goodsId, buyer, count: 1, payType: 'balance', at, itemState, ...extra });
  const review = (content: string, after = days(1), picture = false) => ({
    comment: { content, after, picture },
  });
  const ago = c.ago;
  return [
    bought(
      2,
      8,
      ago(days(20)),
      'received',
      review('<script>alert(1)</script> looks like code but is only text'),
    ),
    bought(11, 4, ago(days(10)), 'received', review('Arroz muito saboroso, chegou bem embalado.')),
    bought(7, 6, ago(days(8)), 'received', review('肌がしっとりします。リピート決定です。')),
    bought(5, 0, ago(days(7) + hours(3)), 'received', { payType: 'points' }),
    bought(11, 5, ago(days(6)), 'received', { count: 3, ...review('포장이 깔끔하고 밥맛이 좋아요.') }),
    bought(2, 2, ago(days(5)), 'received', review('音质很好，降噪效果超出预期！')),
    bought(7, 7, ago(days(5) - hours(2)), 'received', {
      payType: 'points',
      ...review('Отличный набор, рекомендую!'),
    }),
    bought(21, 15, ago(days(4)), 'received', review('很辣很过瘾，已经回购第三次了。', hours(20))),
    bought(2, 3, ago(days(4) - hours(5)), 'received', {
      count: 2,
      payType: 'points',
      ...review('Great sound for the price. The battery lasts all day.', days(1), true),
    }),
    bought(
      23,
      13,
      ago(days(3) + hours(6)),
      'received',
      review('Звук отличный, шумоподавление работает превосходно.'),
    ),
    bought(
      23,
      5,
      ago(days(3)),
      'received',
      review('노이즈 캔슬링 최고예요! 지하철에서도 조용해요.', hours(30)),
    ),
    bought(
      22,
      9,
      ago(days(3) - hours(4)),
      'received',
      review('颜色很正，显白，一点都不拔干。', hours(26), true),
    ),
    bought(14, 1, ago(days(2) + hours(5)), 'shipped'),
    bought(22, 11, ago(days(2)), 'received', review('발색 최고예요! 선물용으로도 좋아요.', hours(22))),
    bought(
      24,
      12,
      ago(days(2) - hours(3)),
      'received',
      review('画面がとてもきれい！子どもと毎日遊んでいます。', hours(28)),
    ),
    bought(
      23,
      14,
      ago(days(2) - hours(6)),
      'received',
      review('Best noise cancelling I have tried. Great on long flights.', hours(20), true),
    ),
    bought(19, 3, ago(days(1) + hours(6)), 'received'),
    bought(21, 7, c.today(0) - hours(6), 'received'),
    bought(24, 10, ago(hours(30)), 'received', review('Chegou rápido e a tela OLED é linda!', hours(20))),
    bought(20, 6, ago(hours(9)), 'unshipped'),
    bought(18, 13, ago(hours(5)), 'unshipped'),
    bought(11, 0, c.today(0.6), 'unshipped'),
    bought(16, 9, ago(minutes(50)), 'unshipped'),
  ];
}

/** Every mall purchase as an event of the seed's timeline, shipped and reviewed when its plan says so. */
export function purchaseEvents(state: DbState, clock: SeedClock): SeedEvent[] {
  return purchases(clock).map((p) => ({
    time: p.at,
    act: () => {
      const goods = goodsOf(state, p.goodsId);
      const uid = state.users[p.buyer]?.uid ?? 0;
      const unit = p.payType === 'points' ? goods.points : goods.price;
      const payment = { uid, count: p.count, payType: p.payType, amount: toWire(money(unit).times(p.count)) };
      const order = placeGoodsOrder(state, goods, payment, p.at);
      if (p.itemState !== 'unshipped') shipSeeded(state, order, p.itemState === 'received', p.at + hours(1));
      if (!p.comment) return;
      order.commented = true;
      state.comments.push({
        id: takeId(state, 'comment'),
        uid,
        goodsId: goods.id,
        orderId: order.id,
        content: p.comment.content,
        images: p.comment.picture ? [goods.thumbnail] : [],
        createTime: p.at + p.comment.after,
      });
    },
  }));
}
