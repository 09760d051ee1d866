import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** The number of words of a recovery phrase (BIP-39, 128 bits). */
export const PHRASE_WORDS = 12;

/** The phrase's words: lower case, single spaces. */
export const wordsOf = (phrase: string): string[] => phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The recovery phrase encrypted with the payment password (decision 0037), kept on this device only until its
 * backup check passes. The words travel as JSON so that a wrong password, which decrypts to noise, is told
 * apart from the phrase: what does not parse into twelve words is refused.
 */
export function lockPhrase(words: string[], password: string): string {
  return AES.encrypt(JSON.stringify({ words }), password).toString();
}

/** The words, or null when the password is wrong (or the text is not one of ours). */
export function unlockPhrase(cipherText: string, password: string): string[] | null {
  try {
    const text = AES.decrypt(cipherText, password).toString(Utf8);
    const value = JSON.parse(text) as { words?: unknown };
    const words = value.words;
    if (
      !Array.isArray(words) ||
      words.length !== PHRASE_WORDS ||
      !words.every((word) => typeof word === 'string' && /^[a-z]+$/.test(word))
    )
      return null;
    return words as string[];
  } catch {
    return null;
  }
}
