import type { LedgerEntry } from '../../../api/account/profile';
import type { LangValue } from '../../../api/types';
import { db } from '../../db';
import { LEDGER_ASSETS } from '../../db/balances';
import type { LedgerRow } from '../../db/schema';
import { ensure, ok, pageOf, route, withAuth } from '../../http/route';

const toEntry = (row: LedgerRow, lang: LangValue): LedgerEntry => ({
  id: row.id,
  asset: row.asset,
  title: row.title[lang],
  amount: row.amount,
  after: row.after,
  createTime: row.createTime,
});

/** Every movement of one of the user's holdings, newest first, 20 a page. */
const getExpendList = route(
  'GET /api/Profile/GetExpendList',
  withAuth(({ user, fields, lang }) => {
    const asset = LEDGER_ASSETS.find((a) => a === fields.asset);
    ensure(asset, 'ledgerAssetInvalid');
    const rows = db()
      .ledger.filter((row) => row.uid === user.uid && row.asset === asset)
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, (row) => toEntry(row, lang)));
  }),
);

export const ledgerHandlers = [getExpendList];
