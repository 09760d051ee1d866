import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { addressOf, isWalletAddress } from '../../src/api/wallet/rules/walletAddress';
import { SEEDED_KEYS } from '../../src/mocks/handlers/wallet/db/seedWalletKeys';
import {
  accountKeyOf,
  TRON_ACCOUNT_PATH,
  tronAddressAt,
  tronAddressOf,
} from '../../src/mocks/handlers/wallet/db/walletKeys';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const bytesOf = (hex: string) =>
  Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));

describe('wallet addresses from the phrase (decision 0042)', () => {
  it("gives the published TRON address of \"abandon … about\" at m/44'/195'/0'/0/0", () => {
    // Published in klever-io/kos-rs: packages/kos-go/wallet_test.go (TestWalletShouldSignTransactionTrx: this
    // mnemonic, TRON, index 0 → sender TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH) and packages/kos/src/chains/trx/mod.rs
    // (test_trx_derive: the same address at get_path(0) = m/44'/195'/0'/0/0).
    const address = tronAddressAt(accountKeyOf(ABANDON), 0);
    expect(address).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(isWalletAddress(address)).toBe(true);
  });

  it('encodes 0x41 and the key hash as TRON does', () => {
    // TRON's docs, wallet-cli "encoding convert" (tronprotocol.github.io/documentation-en/clients/wallet-cli/
    // typescript/commands/encoding/convert/): TRON hex 4112e94f…6d29 is TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp.
    expect(addressOf(bytesOf('12e94f5a3c88b17d2f6e0b9a45cd310f8e7a6d29'))).toBe(
      'TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp',
    );
  });

  it('a later address from the account key is the one a wallet app derives from the phrase', () => {
    const { publicKey } = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive(
      `${TRON_ACCOUNT_PATH}/0/1`,
    );
    if (!publicKey) throw new Error('no public key');
    const later = tronAddressAt(accountKeyOf(ABANDON), 1);
    expect(later).toBe(tronAddressOf(publicKey));
    expect(later).not.toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(isWalletAddress(later)).toBe(true);
  });

  it('the seeded keys written out are their phrases’ own', () => {
    for (const { phrase, accountKey, addresses } of Object.values(SEEDED_KEYS)) {
      expect(validateMnemonic(phrase, wordlist)).toBe(true);
      expect(accountKeyOf(phrase)).toBe(accountKey);
      expect(addresses.map((_, n) => tronAddressAt(accountKey, n))).toEqual(addresses);
    }
  });
});
