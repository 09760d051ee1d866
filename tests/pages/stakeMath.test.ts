import {
  maturityOf,
  payoutDays,
  percentOf,
  returnOf,
  serverDayOf,
  settleAmountOf,
} from '../../src/features/staking/stakeMath';

const DAY = 86_400_000;
/** 2026-11-01 00:00 in UTC+8 (the server's day). */
const DAY_START = Date.UTC(2026, 9, 31, 16);

const reward = (id: number, kind: 'daily' | 'settle', amount: number, time: number) => ({
  id,
  stake_id: 1,
  order_no: 'S1',
  kind,
  amount,
  create_time: time,
});

describe('stake math', () => {
  it('returns and settles to the cent, cut down', () => {
    expect(returnOf('120.50', { settle_ratio: 0.08 }).toString()).toBe('9.64');
    expect(returnOf('100.99', { settle_ratio: 0.015 }).toString()).toBe('1.51');
    expect(settleAmountOf('100', { settle_ratio: 0.015 }).toString()).toBe('101.5');
  });

  it('matures a term of days later', () => {
    expect(maturityOf(DAY_START, 30)).toBe(DAY_START + 30 * DAY);
  });

  it('writes the ratio as the language writes a percentage', () => {
    expect(percentOf(0.015, 'en')).toBe('1.5%');
    expect(percentOf(0.7, 'en')).toBe('70%');
    expect(percentOf(0.015, 'ru')).toMatch(/^1,5\s%$/);
  });

  it('finds the server day (UTC+8) a time falls in', () => {
    expect(serverDayOf(DAY_START)).toBe(DAY_START);
    expect(serverDayOf(DAY_START + DAY - 1)).toBe(DAY_START);
    expect(serverDayOf(DAY_START - 1)).toBe(DAY_START - DAY);
  });

  it('sums daily payouts per server day, leaves returns out, and keeps the newest days', () => {
    const rows = [
      reward(1, 'daily', 0.1, DAY_START + 2 * DAY),
      reward(2, 'daily', 0.05, DAY_START + 2 * DAY + 5),
      reward(3, 'settle', 1.5, DAY_START + 2 * DAY + 9),
      reward(4, 'daily', 0.1, DAY_START + DAY),
      reward(5, 'daily', 0.1, DAY_START),
    ];
    const all = { rows, complete: true };
    expect(payoutDays(all, 30)).toEqual([
      { time: DAY_START + 2 * DAY, value: '0.15' },
      { time: DAY_START + DAY, value: '0.1' },
      { time: DAY_START, value: '0.1' },
    ]);
    expect(payoutDays(all, 2).map((point) => point.time)).toEqual([DAY_START + 2 * DAY, DAY_START + DAY]);
    expect(payoutDays({ rows: [reward(1, 'settle', 1, DAY_START)], complete: true }, 30)).toEqual([]);
  });

  it('leaves out the oldest day read when older payouts were left unread', () => {
    const rows = [reward(1, 'daily', 0.1, DAY_START + DAY), reward(2, 'daily', 0.05, DAY_START)];
    expect(payoutDays({ rows, complete: false }, 30)).toEqual([{ time: DAY_START + DAY, value: '0.1' }]);
  });
});
