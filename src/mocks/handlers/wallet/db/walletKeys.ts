import { keccak_256 } from '@noble/hashes/sha3';
import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { addressOf } from '../../../../api/wallet/rules/walletAddress';

/**
 * A wallet's TRON addresses come from its phrase as TronLink, Trust Wallet and Ledger make them (decision 0042),
 * so the phrase imported into any of those shows the same addresses: the phrase's BIP-39 seed (no passphrase),
 * the BIP-44 account m/44'/195'/0' (195: TRON's coin type), the n-th address at …/0/n. PBKDF2 and secp256k1 cost
 * tens of ms on the page's main thread, so this runs when an account is opened: never per request, never when
 * seeding (the seeded keys are written out in seedWalletKeys.ts).
 */
export const TRON_ACCOUNT_PATH = "m/44'/195'/0'";

/**
 * The account's extended public key ("xpub…"): every address of the phrase follows from it and it spends
 * nothing, so the main account keeps it for the later ones instead of the phrase.
 */
export const accountKeyOf = (phrase: string): string =>
  HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive(TRON_ACCOUNT_PATH).publicExtendedKey;

/** The TRON address of a secp256k1 public key: 0x41 and the last 20 bytes of its Keccak-256, base58check. */
export function tronAddressOf(publicKey: Uint8Array): string {
  // TRON hashes the whole point as Ethereum does (x and y, without the 0x04 tag); BIP-32 keeps it compressed.
  const point = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return addressOf(Array.from(keccak_256(point.subarray(1)).subarray(-20)));
}

/** The address at m/44'/195'/0'/0/`index` of the account whose extended public key is `accountKey`. */
export function tronAddressAt(accountKey: string, index: number): string {
  const { publicKey } = HDKey.fromExtendedKey(accountKey).deriveChild(0).deriveChild(index);
  if (!publicKey) throw new Error('an account key without its public key');
  return tronAddressOf(publicKey);
}
