import {
  BUSINESS_ZONE,
  durationOf,
  formatClock,
  formatDateTime,
  formatServerDay,
  maskName,
  maskPhone,
  millisOf,
} from '../../src/lib/format';
import { isCourierNumber, isLoginPassword, isPhoneNumber, payPasswordProblem } from '../../src/lib/validate';

describe('masking', () => {
  it('hides the middle of a phone number', () => {
    expect(maskPhone('13800000000')).toBe('138****0000');
    expect(maskPhone('5551234')).toBe('555****1234');
    expect(maskPhone('12345')).toBe('1***5');
  });
  it('masks names by length, counting characters', () => {
    expect(maskName('A')).toBe('A');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('Alice')).toBe('A***e');
    expect(maskName('김민준')).toBe('김*준');
    expect(maskName('😀ab')).toBe('😀*b');
    expect(maskName('Bartholomew-Alexander')).toBe('B******r');
  });
});

describe('times', () => {
  // 02:31 UTC on Nov 24: 10:31 on the server's business day (UTC+8), still Nov 23 in New York.
  const paid = Date.UTC(2026, 10, 24, 2, 31);
  const newYork = 'America/New_York';

  it('are written in the user’s own zone and language, from milliseconds or seconds', () => {
    expect(formatDateTime(paid, 'en', newYork)).toBe('Nov 23, 2026, 9:31 PM');
    expect(formatDateTime(paid / 1000, 'en', newYork)).toBe('Nov 23, 2026, 9:31 PM');
    expect(formatDateTime(paid, 'zh-Hans', 'Asia/Shanghai')).toBe('2026年11月24日 10:31');
    expect(formatClock(paid, 'ru', newYork)).toBe('21:31');
    expect(formatDateTime('not a time', 'en')).toBe('');
  });

  it('name the server’s business zone', () => {
    expect(BUSINESS_ZONE).toBe('UTC+8');
  });

  it('write a server day as the date it names in that zone, wherever the user is', () => {
    // Nov 24 starts at 16:00 UTC on Nov 23 on the server: still Nov 23 for a user in New York
    const dayStart = Date.UTC(2026, 10, 23, 16);
    expect(formatServerDay(dayStart, 'en')).toBe('Nov 24, 2026');
    expect(formatServerDay(dayStart, 'ru')).toBe('24 нояб. 2026 г.');
    expect(formatDateTime(dayStart, 'en', newYork)).toMatch(/^Nov 23/);
  });
});

describe('validation rules', () => {
  it('login password is 8 to 16 characters', () => {
    expect(isLoginPassword('1234567')).toBe(false);
    expect(isLoginPassword('12345678')).toBe(true);
    expect(isLoginPassword('1234567890123456')).toBe(true);
    expect(isLoginPassword('12345678901234567')).toBe(false);
  });
  it('phone number is 5 to 15 digits', () => {
    expect(isPhoneNumber('13800000000')).toBe(true);
    expect(isPhoneNumber('1234')).toBe(false);
    expect(isPhoneNumber('138-0000')).toBe(false);
  });
  it('payment password: 6 digits, not repeated, not consecutive', () => {
    expect(payPasswordProblem('12345')).toBe('format');
    expect(payPasswordProblem('12a456')).toBe('format');
    expect(payPasswordProblem('111111')).toBe('repeated');
    expect(payPasswordProblem('123456')).toBe('consecutive');
    expect(payPasswordProblem('654321')).toBe('consecutive');
    expect(payPasswordProblem('135790')).toBeNull();
    expect(payPasswordProblem('112233')).toBeNull();
  });
});

describe('time left', () => {
  it('reads server times in seconds or milliseconds', () => {
    expect(millisOf(1_700_000_000)).toBe(1_700_000_000_000);
    expect(millisOf(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
  it('splits a span into whole days, hours, minutes and seconds, never below 0', () => {
    expect(durationOf(7 * 86_400_000 - 1)).toEqual({ days: 6, hours: 23, minutes: 59, seconds: 59 });
    expect(durationOf(59 * 60_000 + 1_500)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 1 });
    expect(durationOf(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('courier numbers', () => {
  it('takes 6 to 30 letters and digits only', () => {
    expect(isCourierNumber('SF1234567890')).toBe(true);
    expect(isCourierNumber('ab12cd')).toBe(true);
    expect(isCourierNumber('ab12c')).toBe(false);
    expect(isCourierNumber('A'.repeat(31))).toBe(false);
    expect(isCourierNumber('SF-123456')).toBe(false);
    expect(isCourierNumber('快递123456')).toBe(false);
  });
});
