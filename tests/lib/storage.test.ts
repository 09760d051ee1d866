import { STORAGE_LIFETIME_MS, readStored, writeStored } from '../../src/lib/storage';

describe('stored values with expiry', () => {
  it('reads back what was written within about a year', () => {
    writeStored('k', { a: 1 }, 1_000);
    expect(readStored('k', 1_000 + STORAGE_LIFETIME_MS - 1)).toEqual({ a: 1 });
  });
  it('ignores and removes an expired entry', () => {
    writeStored('k', 'v', 0);
    expect(readStored('k', STORAGE_LIFETIME_MS + 1)).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });
  it('ignores unreadable entries', () => {
    localStorage.setItem('k', '{not json');
    expect(readStored('k')).toBeUndefined();
    localStorage.setItem('k', JSON.stringify('plain'));
    expect(readStored('k')).toBeUndefined();
  });
  it('lasts about one year', () => {
    expect(STORAGE_LIFETIME_MS / 86_400_000).toBe(365);
  });
});
