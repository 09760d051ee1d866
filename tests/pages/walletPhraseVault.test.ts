import { lockPhrase, unlockPhrase, wordsOf } from '../../src/features/wallet/phraseVault';
import { newRequestId } from '../../src/lib/requestId';

const PHRASE = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

describe('the recovery phrase vault', () => {
  it('gives the words back with the payment password', () => {
    const words = wordsOf(PHRASE);
    const cipher = lockPhrase(words, '135790');
    expect(cipher).not.toContain('abandon');
    expect(unlockPhrase(cipher, '135790')).toEqual(words);
  });

  it('tells a wrong password: nothing comes back', () => {
    const cipher = lockPhrase(wordsOf(PHRASE), '135790');
    expect(unlockPhrase(cipher, '246801')).toBeNull();
    expect(unlockPhrase(cipher, '')).toBeNull();
  });

  it('refuses text that is not one of its own', () => {
    expect(unlockPhrase('not a cipher', '135790')).toBeNull();
    expect(unlockPhrase(lockPhrase(['one', 'two'], '135790'), '135790')).toBeNull();
  });

  it('reads a phrase with stray spaces and capitals', () => {
    expect(wordsOf('  Abandon   ability\nable ')).toEqual(['abandon', 'ability', 'able']);
  });
});

describe('request ids', () => {
  it('are version-4 UUIDs, also where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestId()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
      expect(ids.size).toBe(50);
      ids.forEach((id) => expect(id).toMatch(uuid));
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
