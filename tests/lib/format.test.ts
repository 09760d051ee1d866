import { BUSINESS_ZONE, formatClock, formatDateTime, maskName, maskPhone } from '../../src/lib/format';
import { isLoginPassword, isPhoneNumber, payPasswordProblem } from '../../src/lib/validate';

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
