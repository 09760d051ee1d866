import fc from 'fast-check';
import { money, sum } from '../../src/lib/money';
import { db, resetDb } from '../../src/mocks/db';
import { credit } from '../../src/mocks/db/balances';
import { exchangeUnits } from '../../src/mocks/handlers/wallet/db/exchange';
import { DEMO } from '../../src/mocks/db/seed';
import { ledgerOf } from './myHelpers';

const demo = () => {
  const user = db().users.find((u) => u.phoneNumber === DEMO.phoneNumber);
  if (!user) throw new Error('the demo user is missing');
  return user;
};

/** Cents as a handler passes them on: 0.01 to 1,000,000.00 either way. */
const cents = fc
  .integer({ min: -100_000_000, max: 100_000_000 })
  .filter((c) => c !== 0)
  .map((c) => c / 100);

afterEach(() => resetDb());

describe('fake backend: holdings are exact decimals', () => {
  it('a run of credits leaves the exact decimal sum, each ledger line following from the one before', () => {
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 40 }), (amounts) => {
        resetDb();
        const user = demo();
        const start = money(user.usdtBalance);
        const lines = ledgerOf(user, 'USDT').length;
        for (const amount of amounts)
          credit(db(), user, 'USDT', amount, { title: 'transferIn', params: { name: 'x' } }, 0);
        expect(money(user.usdtBalance).eq(start.plus(sum(amounts)))).toBe(true);
        const added = ledgerOf(user, 'USDT').slice(lines);
        added.forEach((line, index) => {
          const before = index === 0 ? start : money(added[index - 1]?.after);
          expect(before.plus(money(line.amount)).eq(money(line.after))).toBe(true);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('an exchange moves exactly what its record says, its fee the gross less what arrived', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), (c) => {
        resetDb();
        const user = demo();
        const before = { balance: money(user.balance), qc: money(user.qcBalance) };
        const amount = money(c).div(100);
        const row = exchangeUnits(db(), user, { from: 'balance', to: 'qc', amount }, 0);
        expect(money(user.balance).eq(before.balance.minus(amount))).toBe(true);
        expect(money(user.qcBalance).eq(before.qc.plus(money(row.received)))).toBe(true);
        const gross = amount.times(money(row.rate));
        expect(money(row.received).lte(gross)).toBe(true);
        expect(money(row.fee).eq(gross.minus(money(row.received)).round(2))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
