import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { isWalletAddress } from '../../src/api/wallet/rules/walletAddress';
import type { Page } from '../../src/api/types';
import type {
  CreatedWallet,
  TokenBalance,
  WalletAccount,
  WalletDetail,
  WalletLogEntry,
} from '../../src/api/wallet/wallet';
import { clock } from '../../src/mocks/clock';
import { db, resetDb } from '../../src/mocks/db';
import { accountKeyOf, tronAddressAt } from '../../src/mocks/handlers/wallet/db/walletKeys';
import { priceOf } from '../../src/mocks/handlers/wallet/db/wallets';
import { createPayPassword, PAY_PASSWORD } from './myHelpers';
import { send, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { snapshot } from './treasureHelpers';
import { expectRefused, mainOf, SEEDED_WALLETS, W, WALLET_USERS, walletUser } from './walletHelpers';

withFrozenClock();

const create = (token: string, name: string, payPassword = PAY_PASSWORD) =>
  send<CreatedWallet>(W.create, token, { name, pay_password: payPassword });

describe('fake backend: seeded wallets', () => {
  it('the demo has none; the seeded ones have their documented addresses and holdings', async () => {
    expect((await send<WalletAccount[]>(W.list, await signInDemo())).data).toEqual([]);
    const oliver = await send<WalletAccount[]>(W.list, await walletUser(WALLET_USERS.oliver));
    expect(oliver.data?.map((w) => [w.address, w.is_main])).toEqual([
      [SEEDED_WALLETS.oliver.main, true],
      [SEEDED_WALLETS.oliver.savings, false],
    ]);
    for (const seeded of Object.values(SEEDED_WALLETS)) expect(isWalletAddress(seeded.main)).toBe(true);
    const token = await walletUser(WALLET_USERS.minjun);
    const wallet = mainOf(WALLET_USERS.minjun);
    const detail = await send<WalletDetail>(W.detail, token, { id: wallet.id });
    const qcPrice = priceOf('QC', T0);
    expect(detail.data?.tokens.map((t) => [t.symbol, t.balance, t.price_usdt])).toEqual([
      ['QC', 120, qcPrice],
      ['USDT', 80, 1],
      ['TRX', 300, 0.25],
    ]);
    expect(detail.data?.total_usdt).toBe(Number((120 * qcPrice + 80 + 75).toFixed(2)));
    expect(detail.data?.address).toBe(SEEDED_WALLETS.minjun.main);
    expect(userAt(WALLET_USERS.lucas).withdrawAddress).toBe(SEEDED_WALLETS.lucas.withdrawAddress);
  });
});

describe('fake backend: Wallet/create', () => {
  it('the first is the main one with 12 valid words, once; later ones have none; at most 5', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const first = await create(token, '  My wallet  ');
    expect(first).toMatchObject({ code: 200, msg: 'Wallet created' });
    const created = first.data as CreatedWallet;
    expect(created).toMatchObject({ name: 'My wallet', is_main: true, create_time: T0 });
    const accountKey = accountKeyOf(created.mnemonic ?? '');
    expect(created.address).toBe(tronAddressAt(accountKey, 0));
    expect(isWalletAddress(created.address)).toBe(true);
    const words = created.mnemonic?.split(' ') ?? [];
    expect(words).toHaveLength(12);
    expect(validateMnemonic(created.mnemonic ?? '', wordlist)).toBe(true);
    // Kept nowhere: neither the state nor any later answer holds the phrase.
    expect(snapshot()).not.toContain(created.mnemonic);
    const listed = await send<WalletAccount[]>(W.list, token);
    expect(JSON.stringify(listed)).not.toContain(created.mnemonic ?? '?');
    const detail = await send<WalletDetail>(W.detail, token, { id: created.id });
    expect(detail.data).not.toHaveProperty('mnemonic');
    for (const name of ['Two', 'Three', 'Four', 'Five']) {
      const later = await create(token, name);
      expect(later.data).toMatchObject({ name, is_main: false, mnemonic: null });
    }
    await expectRefused(create(token, 'Six'), 'You can have at most 5 wallets');
    const all = (await send<WalletAccount[]>(W.list, token)).data ?? [];
    expect(all.map((w) => w.name)).toEqual(['My wallet', 'Two', 'Three', 'Four', 'Five']);
    expect(new Set(all.map((w) => w.address)).size).toBe(5);
    // The later accounts are the phrase's next addresses: importing it into a TRON wallet app finds them all.
    expect(all.map((w) => w.address)).toEqual([0, 1, 2, 3, 4].map((n) => tronAddressAt(accountKey, n)));
  });

  it('two new wallets with different phrases have different addresses, each its own phrase’s', async () => {
    const createdAt = async (time: number) => {
      clock.setNow(time);
      resetDb();
      const token = await signInDemo();
      await createPayPassword(token);
      return (await create(token, 'Main')).data as CreatedWallet;
    };
    const first = await createdAt(T0);
    const second = await createdAt(T0 + 60_000);
    expect(second.mnemonic).not.toBe(first.mnemonic);
    expect(second.address).not.toBe(first.address);
    for (const wallet of [first, second]) {
      expect(wallet.address).toBe(tronAddressAt(accountKeyOf(wallet.mnemonic ?? ''), 0));
      expect(isWalletAddress(wallet.address)).toBe(true);
    }
  });

  it('the same state and time give the same phrase', async () => {
    const first = await (async () => {
      const token = await signInDemo();
      await createPayPassword(token);
      return (await create(token, 'A')).data?.mnemonic;
    })();
    resetDb();
    const token = await signInDemo();
    await createPayPassword(token);
    expect((await create(token, 'A')).data?.mnemonic).toBe(first);
  });

  it('refuses a bad name, no or a wrong payment password, and guests', async () => {
    const token = await signInDemo();
    await expectRefused(create(token, 'Mine'), 'No payment password set');
    await createPayPassword(token);
    await expectRefused(create(token, '   '), 'Enter a wallet name of 1 to 20 characters');
    await expectRefused(create(token, 'x'.repeat(21)), 'Enter a wallet name of 1 to 20 characters');
    await expectRefused(create(token, 'Mine', '246801'), 'Wrong payment password');
    expect((await create(token, '😀'.repeat(20))).code).toBe(200);
    expect((await create('', 'Mine')).code).toBe(-2000);
  });

  it('answers in the request’s language', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const texts = [];
    for (const lang of ['zh_cn', 'pt_br', 'ko_kr', 'ja_jp', 'ru_ru'] as const)
      texts.push((await send(W.create, token, { name: '', pay_password: PAY_PASSWORD }, lang)).msg);
    expect(texts).toEqual([
      '请输入 1 到 20 个字符的钱包名称',
      'Digite um nome de carteira de 1 a 20 caracteres',
      '지갑 이름을 1~20자로 입력해 주세요',
      'ウォレット名を1〜20文字で入力してください',
      'Введите название кошелька от 1 до 20 символов',
    ]);
  });
});

describe('fake backend: reading an account', () => {
  it('needs a wallet first, and only the user’s own', async () => {
    const demo = await signInDemo();
    await expectRefused(
      send(W.detail, demo, { id: mainOf(WALLET_USERS.minjun).id }),
      'Create a wallet first',
    );
    await expectRefused(send(W.tokenList, demo, { wallet_id: 1 }), 'Create a wallet first');
    const token = await walletUser(WALLET_USERS.minjun);
    const others = mainOf(WALLET_USERS.lucas).id;
    await expectRefused(send(W.detail, token, { id: others }), 'Wallet not found', 404);
    await expectRefused(send(W.tokenList, token, { wallet_id: 'x' }), 'Wallet not found', 404);
    const tokens = await send<TokenBalance[]>(W.tokenList, token, {
      wallet_id: mainOf(WALLET_USERS.minjun).id,
    });
    expect(tokens.data?.map((t) => t.symbol)).toEqual(['QC', 'USDT', 'TRX']);
  });

  it('zjLog and tokenLog: newest first, 20 a page, one token or all', async () => {
    const token = await walletUser(WALLET_USERS.oliver);
    const wallet = mainOf(WALLET_USERS.oliver);
    const all = db().walletLogs.filter((l) => l.walletId === wallet.id);
    expect(all.length).toBeGreaterThan(40);
    const page1 = await send<Page<WalletLogEntry>>(W.zjLog, token, {
      wallet_id: wallet.id,
      pageIndex: 1,
      pageSize: 20,
    });
    const page2 = await send<Page<WalletLogEntry>>(W.zjLog, token, {
      wallet_id: wallet.id,
      pageIndex: 2,
      pageSize: 20,
    });
    expect(page1.data?.total).toBe(all.length);
    expect(page1.data?.list).toHaveLength(20);
    const times = [...(page1.data?.list ?? []), ...(page2.data?.list ?? [])].map((l) => l.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page2.data?.list[0]?.id).not.toBe(page1.data?.list[19]?.id);
    const usdt = await send<Page<WalletLogEntry>>(W.tokenLog, token, {
      wallet_id: wallet.id,
      symbol: 'USDT',
      pageIndex: 1,
      pageSize: 20,
    });
    expect(usdt.data?.list.every((l) => l.symbol === 'USDT')).toBe(true);
    expect(usdt.data?.total).toBe(all.filter((l) => l.symbol === 'USDT').length);
    expect(usdt.data?.list.map((l) => l.kind)).toEqual([
      'transfer_out',
      'transfer_out',
      'exchange',
      'recharge',
    ]);
    const entry = usdt.data?.list[0];
    expect(entry).toMatchObject({
      wallet_id: wallet.id,
      amount: -20,
      fee: 1,
      counterparty: SEEDED_WALLETS.minjun.main,
    });
    expect(entry?.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    const zjUsdt = await send<Page<WalletLogEntry>>(W.zjLog, token, {
      wallet_id: wallet.id,
      symbol: 'USDT',
      pageIndex: 1,
      pageSize: 20,
    });
    expect(zjUsdt.data?.total).toBe(usdt.data?.total);
    await expectRefused(
      send(W.tokenLog, token, { wallet_id: wallet.id, pageIndex: 1, pageSize: 20 }),
      'Invalid request',
    );
    await expectRefused(send(W.zjLog, token, { wallet_id: wallet.id, symbol: 'BTC' }), 'Invalid request');
  });
});
