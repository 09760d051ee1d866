import { amountPattern, amountProblem, typedAmount } from '../../src/lib/amount';

const text = (amount: ReturnType<typeof typedAmount>) => amount?.toString() ?? null;

describe('typed amounts', () => {
  it('takes digits with the allowed decimals only', () => {
    expect(['', '12', '12.', '12.3', '12.34', '.5'].every((t) => amountPattern(2).test(t))).toBe(true);
    expect(['12.345', '1e3', '-1', '1,5', ' 1'].some((t) => amountPattern(2).test(t))).toBe(false);
    expect(amountPattern(0).test('12')).toBe(true);
    expect(amountPattern(0).test('12.')).toBe(false);
  });

  it('reads what was typed exactly, and nothing for an empty field or a lone dot', () => {
    expect(text(typedAmount('0.29'))).toBe('0.29');
    expect(text(typedAmount('12.'))).toBe('12');
    expect(text(typedAmount('.5'))).toBe('0.5');
    expect(['', '.', 'abc', '1e3'].map((t) => typedAmount(t))).toEqual([null, null, null, null]);
  });

  it('says the first rule broken: above 0, then the minimum, then what the user has', () => {
    const rules = { decimals: 2, min: 10, max: 150.5 };
    expect(amountProblem(null, rules)).toEqual({ kind: 'aboveZero' });
    expect(amountProblem(typedAmount('0'), rules)).toEqual({ kind: 'aboveZero' });
    expect(amountProblem(typedAmount('9.99'), rules)?.kind).toBe('belowMin');
    expect(amountProblem(typedAmount('150.51'), rules)?.kind).toBe('aboveMax');
    expect(amountProblem(typedAmount('150.50'), rules)).toBeNull();
    expect(amountProblem(typedAmount('0.3'), { decimals: 2, max: 0.3 })).toBeNull();
  });
});
