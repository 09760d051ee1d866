import Hex from 'crypto-js/enc-hex';
import SHA256 from 'crypto-js/sha256';

/**
 * A wallet address (docs/api.md §15, decision 0037): TRON style, base58check of a version byte 0x41 and 20
 * bytes, then the first 4 bytes of a double SHA-256 of those 21: 34 characters starting with "T". Shared by
 * the app (an address that cannot be valid is refused before anything is sent) and the fake backend (which
 * encodes the addresses it derives from a wallet's phrase this way: mocks/db/walletKeys.ts).
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const VERSION = 0x41;

const toHex = (bytes: number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) =>
  Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));

/** The first four bytes of SHA-256(SHA-256(bytes)). */
function checksum(bytes: number[]): number[] {
  const once = SHA256(Hex.parse(toHex(bytes)));
  return fromHex(SHA256(once).toString(Hex)).slice(0, 4);
}

function encodeBase58(bytes: number[]): string {
  let value = BigInt(`0x${toHex(bytes) || '0'}`);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

function decodeBase58(text: string): number[] | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const hex = value.toString(16);
  const bytes = fromHex(hex.length % 2 ? `0${hex}` : hex);
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return [...Array<number>(zeros).fill(0), ...bytes];
}

/** The address of 20 bytes of key hash (the fake backend's: the Keccak-256 of a public key's point). */
export function addressOf(keyHash: number[]): string {
  const payload = [VERSION, ...keyHash.slice(0, 20)];
  return encodeBase58([...payload, ...checksum(payload)]);
}

/** 20 bytes from any text: tests make valid addresses that no account has from them. */
export const keyHashOf = (seed: string): number[] => fromHex(SHA256(seed).toString(Hex)).slice(0, 20);

/** Whether `text` can be a wallet address: the shape, the alphabet, the version and the checksum. */
export function isWalletAddress(text: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return false;
  const bytes = decodeBase58(text);
  if (!bytes || bytes.length !== 25 || bytes[0] !== VERSION) return false;
  const sum = checksum(bytes.slice(0, 21));
  return sum.every((byte, i) => byte === bytes[21 + i]);
}

/** The address in groups of four, for reading it against another copy ("TQ4m 8Hk2 …"). */
export const addressChunks = (address: string): string[] => address.match(/.{1,4}/g) ?? [];
