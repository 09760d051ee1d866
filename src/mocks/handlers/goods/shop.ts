import type { SellerCount } from '../../../api/goods/goods';
import { money, sum, toWire } from '../../../lib/money';
import { db } from '../../db';
import type { BazaarOrderRow } from '../../db/schema';
import type { MessageKey } from '../../texts/messages';
import { CODE, ensure, ok, Refusal, route, withAuth } from '../../http/route';
import { ensureSeller } from './lookups';

/**
 * Opens the user's shop when both conditions of sys_config hold: at least `seller_open_sign` check-in days and
 * more than `seller_open_balance` QC; otherwise the refusal names what is missing and the user's figure.
 */
const open = route(
  'POST /apiv2/Goods/open',
  withAuth(({ user }) => {
    ensure(!user.isSeller, 'alreadySeller');
    const { seller_open_sign: days, seller_open_balance: qc } = db().config.sysConfig;
    const fewDays = user.totalDays < days;
    const fewQc = !money(user.qcBalance).gt(money(qc));
    if (fewDays || fewQc) {
      const key: MessageKey =
        fewDays && fewQc ? 'sellerNeedsBoth' : fewDays ? 'sellerNeedsDays' : 'sellerNeedsQc';
      const params = {
        days: String(days),
        have: String(user.totalDays),
        qc: String(qc),
        hold: String(user.qcBalance),
      };
      throw new Refusal(key, CODE.invalid, params);
    }
    user.isSeller = true;
    return ok(null, 'shopOpened');
  }),
);

const incomeIn = (orders: readonly BazaarOrderRow[], currency: BazaarOrderRow['currency']) =>
  toWire(sum(orders.filter((o) => o.status === 3 && o.currency === currency).map((o) => o.amount)));

/** The seller's shop in figures: listings by status, orders by state, and what settled, per currency. */
const count = route(
  'GET /apiv2/Goods/count',
  withAuth(({ user }) => {
    ensureSeller(user);
    const state = db();
    const listings = state.bazaarListings.filter((l) => l.sellerUid === user.uid);
    const orders = state.bazaarOrders.filter((o) => o.sellerUid === user.uid);
    const inState = (status: BazaarOrderRow['status']) => orders.filter((o) => o.status === status).length;
    const figures: SellerCount = {
      published: listings.filter((l) => l.status === 1).length,
      off_shelf: listings.filter((l) => l.status === 0).length,
      unpaid: inState(0),
      to_ship: inState(1),
      shipped: inState(2),
      completed: inState(3),
      income_balance: incomeIn(orders, 'balance'),
      income_qc: incomeIn(orders, 'qc'),
    };
    return ok(figures);
  }),
);

export const shopHandlers = [open, count];
