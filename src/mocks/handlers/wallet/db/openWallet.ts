import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { createPrng } from '../../../db/prng';
import type { DbState, WalletRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';
import type * as walletKeys from './walletKeys';
import { mainWalletOf, TOKENS, walletsOf } from './wallets';

/** Twelve BIP-39 English words from 16 bytes of the seeded generator: the same state and time, the same phrase. */
export function phraseFor(uid: number, walletId: number, time: number): string {
  const prng = createPrng((uid * 7_919 + walletId * 104_729 + (time % 1_000_003)) >>> 0);
  const entropy = Uint8Array.from({ length: 16 }, () => prng.int(0, 255));
  return entropyToMnemonic(entropy, wordlist);
}

/** An account whose address is already known (the seed writes its own out), holding nothing yet. */
export function addWallet(state: DbState, row: WalletRow): WalletRow {
  state.wallets.push(row);
  for (const symbol of TOKENS) state.walletBalances.push({ walletId: row.id, symbol, balance: 0 });
  return row;
}

/**
 * The phrase's key derivation (db/walletKeys.ts), handed in by the caller: Wallet/create loads it when an account
 * is opened, so the crypto it needs is not in the fake backend the demo loads before its first screen.
 */
export type WalletKeys = typeof walletKeys;

export interface OpenedWallet {
  wallet: WalletRow;
  /** the main account's phrase, for create's answer only; null for a later account */
  phrase: string | null;
}

/**
 * A new account of the user (the caller checked the name and the limit). The first is the main one: a new phrase
 * and its address 0. A later one is address n of the main one's phrase, n its place among the user's accounts, so
 * the phrase recovers every account in a TRON wallet app (decision 0042).
 */
export function openWallet(
  state: DbState,
  account: { uid: number; name: string; time: number },
  { accountKeyOf, tronAddressAt }: WalletKeys,
): OpenedWallet {
  const { uid, name, time } = account;
  const main = mainWalletOf(state, uid);
  const row = { id: takeId(state, 'wallet'), uid, name, createTime: time };
  if (!main) {
    const phrase = phraseFor(uid, row.id, time);
    const accountKey = accountKeyOf(phrase);
    const address = tronAddressAt(accountKey, 0);
    return { wallet: addWallet(state, { ...row, address, accountKey, isMain: true }), phrase };
  }
  if (!main.accountKey) throw new Error(`wallet ${main.id}: a main account without its account key`);
  const address = tronAddressAt(main.accountKey, walletsOf(state, uid).length);
  return { wallet: addWallet(state, { ...row, address, accountKey: null, isMain: false }), phrase: null };
}
