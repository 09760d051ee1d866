import { lockPhrase, unlockPhrase, wordsOf } from '../../src/pages/wallet/components/phraseVault';

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
