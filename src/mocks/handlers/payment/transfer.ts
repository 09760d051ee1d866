import type { PublicUser } from '../../../api/account/account';
import type { RecentUser, TransferRequest, TransferResult } from '../../../api/payment/payment';
import { money } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { recentReceivers, transferUsdt } from './db/transfers';
import { findUser, publicUserOf, toPublicUser } from '../../db/users';
import { idOf, readMoney } from '../../rules/input';
import { ensurePayPassword } from '../../rules/common';
import { CODE, ensure, ok, reader, route, withAuth } from '../../http/route';

/** USDT to another user's mall account, within what the sender holds, confirmed with the payment password. */
const transfer = route(
  'POST /api/Payment/Transfer',
  withAuth(({ user, fields }) => {
    const receiver = findUser(idOf(fields.receiverId));
    ensure(receiver && receiver.uid !== user.uid, 'userNotFound', CODE.notFound);
    const amount = readMoney(fields.amount);
    ensure(amount.lte(money(user.usdtBalance)), 'insufficientBalance');
    ensurePayPassword(user, reader<TransferRequest>(fields)('payPassword'));
    const row = transferUsdt(db(), user, receiver, amount, now());
    const result: TransferResult = { orderNo: row.orderNo, usdtBalance: user.usdtBalance };
    return ok(result, 'transferSuccess');
  }),
);

/** The people the user last sent USDT to, newest first, at most 10. */
const getRecentlyUser = route(
  'GET /api/Payment/GetRecentlyUser',
  withAuth(({ user }) => {
    const recent = recentReceivers(db(), user.uid).map(({ uid, lastTime }): RecentUser => ({
      ...publicUserOf(uid),
      lastTime,
    }));
    return ok(recent);
  }),
);

/** Someone else whose uid or phone number (without the area code) is exactly the keyword. */
const seachUserBy = route(
  'GET /api/Fommon/SeachUserBy',
  withAuth(({ user, fields }) => {
    const keyword = reader<{ keyword: string }>(fields)('keyword').trim();
    const found: PublicUser[] =
      keyword === ''
        ? []
        : db()
            .users.filter(
              (u) => u.uid !== user.uid && (String(u.uid) === keyword || u.phoneNumber === keyword),
            )
            .map(toPublicUser);
    return ok(found);
  }),
);

export const transferHandlers = [transfer, getRecentlyUser, seachUserBy];
