import { clock } from '../../src/mocks/clock';
import type { Auction, AuctionStatus, DepositState } from '../../src/api/auctions/auction';
import * as endpoints from '../../src/api/endpoints';
import { now } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { createOrder } from '../../src/mocks/handlers/orders/db/orders';
import type { OrderRow } from '../../src/mocks/db/schema';
import { findUser } from '../../src/mocks/db/users';
import { useSession } from '../../src/stores/session';

export const A = endpoints.Auction;

/** The signed-in user's row in the fake database, to read or set what the server holds. */
export function meRow() {
  const row = findUser(useSession.getState().uid);
  if (!row) throw new Error('nobody is signed in');
  return row;
}

/**
 * An auction the signed-in user won, as the auction's close leaves it (docs/api.md §9 Closing): the final
 * price as its amount, the deposit paid towards it, the item unclaimed. Straight in the fake database.
 */
export function wonAuction({ price = 500, deposit = 50, goods = 0, at = now() } = {}): OrderRow {
  const goodsRow = db().goods[goods];
  if (!goodsRow) throw new Error(`the seed has no goods at ${goods}`);
  const order = createOrder(
    db(),
    {
      kind: 'auction',
      goodsId: goodsRow.id,
      issueId: null,
      firstNumber: null,
      drawState: null,
      itemState: 'unclaimed',
    },
    { uid: meRow().uid, count: 1, payType: 'balance', amount: price },
    at,
  );
  order.prepaid = deposit;
  return order;
}

/** The goods' name an order of the fake database shows. */
export const nameOf = (order: OrderRow) => db().goods.find((g) => g.id === order.goodsId)?.name ?? '';

/** An auction row as Auction/list answers it, for the deposits tab. */
export function auction(
  id: number,
  name: string,
  { status = 1, deposit = 'held', securityDeposit = 50, orderId = null }: AuctionOptions = {},
): Auction {
  return {
    id,
    goods_id: id,
    name,
    thumbnail: '',
    describe: '',
    draw_number: `A${id}`,
    starting_bid_price: 100,
    evaluation_price: securityDeposit * 10,
    security_deposit: securityDeposit,
    last_price: 120,
    last_uid: 0,
    avatar: '',
    nick_name: '',
    participants: 3,
    // Running for twelve hours of its day, on the fake backend's clock (the client signs with the time
    // an answer says is the server's, so it must be the fake backend's).
    start_time: clock.now() - 12 * 3600_000,
    end_time: clock.now() + 12 * 3600_000,
    seconds: 0,
    status,
    server_time: clock.now(),
    deposit_state: deposit,
    order_id: orderId,
  };
}

interface AuctionOptions {
  status?: AuctionStatus;
  deposit?: DepositState;
  securityDeposit?: number;
  orderId?: number | null;
}
