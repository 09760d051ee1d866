import type { RedeemRecord, RedeemReward, RedeemSource } from '../../../api/account/profile';
import type { LangValue } from '../../../api/types';
import { now } from '../../clock';
import { db } from '../../db';
import { recordRedemption } from './db/redeems';
import type { RedeemRow } from '../../db/schema';
import { optionalOf } from '../../rules/input';
import { earn } from '../../rules/payments';
import { ensure, ok, pageOf, reader, route, withAuth } from '../../http/route';
import { redeemName } from '../../texts/configTexts';

const SOURCES: readonly RedeemSource[] = ['code', 'points'];

/** A seeded code (any case, spaces around ignored): credited once per user, never after it expires. */
const redeemByCode = route(
  'GET /api/Profile/RedeemByCode',
  withAuth(({ user, fields }) => {
    const code = reader<{ code: string }>(fields)('code').trim().toUpperCase();
    ensure(code !== '', 'redeemCodeRequired');
    const state = db();
    const row = state.redeemCodes.find((c) => c.code === code);
    ensure(row, 'redeemCodeInvalid');
    const time = now();
    ensure(row.expiresAt === null || row.expiresAt > time, 'redeemCodeExpired');
    const used = state.redeems.some((r) => r.uid === user.uid && r.source === 'code' && r.title === code);
    ensure(!used, 'redeemCodeUsed');
    const { asset, amount } = row;
    earn(user, asset, amount, { title: 'codeRedeemed', params: { code } });
    recordRedemption(state, { uid: user.uid, source: 'code', title: code, asset, amount, cost: 0 }, time);
    const result: RedeemReward = { balance: user.balance, integral: user.integral, asset, amount };
    return ok(result, 'redeemSuccess');
  }),
);

/** A points redemption is named as the settings name its option, in `lang`; a code is itself. */
const toRecord = ({ uid: _owner, ...record }: RedeemRow, lang: LangValue): RedeemRecord =>
  record.source === 'points' ? { ...record, title: redeemName(record.amount, lang) } : record;

/** Codes and points redemptions, newest first; one source when `source` is given. */
const getRedeemList = route(
  'GET /api/Profile/GetRedeemList',
  withAuth(({ user, fields, lang }) => {
    const source = optionalOf(fields.source, SOURCES);
    const rows = db()
      .redeems.filter((r) => r.uid === user.uid && (source === undefined || r.source === source))
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, (row) => toRecord(row, lang)));
  }),
);

export const redeemHandlers = [redeemByCode, getRedeemList];
