import type { CreateWalletRequest, CreatedWallet, WalletDetail } from '../../../api/wallet/wallet';
import { now } from '../../clock';
import { db } from '../../db';
import { openWallet } from './db/openWallet';
import { tokenBalances, totalUsdt, WALLET_NAME_MAX, walletsOf, WALLETS_MAX } from './db/wallets';
import { ensurePayPassword, textLength } from '../../rules/common';
import { ensure, ok, pageOf, reader, route, withAuth, type Fields } from '../../http/route';
import type { UserRow } from '../../db/schema';
import { readSymbol, readWallet, tokenOf } from './input';
import { newestFirst, toAccount, toLogEntry } from './views';

/** The user's accounts, the main one first. */
const list = route(
  'GET /apiv2/Wallet/list',
  withAuth(({ user }) => ok(walletsOf(db(), user.uid).map(toAccount))),
);

/**
 * A name of 1–20 characters, at most 5 accounts, the payment password. The first is the main one and the only
 * one with a phrase, in this answer only: it is kept nowhere. Its addresses come from that phrase (db/walletKeys).
 */
const create = route(
  'POST /apiv2/Wallet/create',
  withAuth(async ({ user, fields }) => {
    const read = reader<CreateWalletRequest>(fields);
    const name = read('name').trim();
    ensure(textLength(name) >= 1 && textLength(name) <= WALLET_NAME_MAX, 'walletNameLength');
    ensure(walletsOf(db(), user.uid).length < WALLETS_MAX, 'walletLimit');
    ensurePayPassword(user, read('pay_password'));
    // Its own chunk, fetched with the first account opened: the fake backend loads before the demo's first screen.
    const keys = await import('./db/walletKeys');
    const { wallet, phrase } = openWallet(db(), { uid: user.uid, name, time: now() }, keys);
    const created: CreatedWallet = { ...toAccount(wallet), mnemonic: phrase };
    return ok(created, 'walletCreated');
  }),
);

const detail = route(
  'GET /apiv2/Wallet/detail',
  withAuth(({ user, fields }) => {
    const wallet = readWallet(user, fields.id);
    const tokens = tokenBalances(db(), wallet.id, now());
    const answer: WalletDetail = { ...toAccount(wallet), tokens, total_usdt: totalUsdt(tokens) };
    return ok(answer);
  }),
);

const tokenList = route(
  'GET /apiv2/Wallet/tokenList',
  withAuth(({ user, fields }) => ok(tokenBalances(db(), readWallet(user, fields.wallet_id).id, now()))),
);

/** An account's log lines, newest first, 20 a page; one token's when `symbol` is given. */
function logPage(user: UserRow, fields: Fields, symbol = tokenOf(fields.symbol)) {
  const wallet = readWallet(user, fields.wallet_id);
  const rows = db()
    .walletLogs.filter((l) => l.walletId === wallet.id && (symbol === undefined || l.symbol === symbol))
    .sort(newestFirst);
  return ok(pageOf(rows, fields, toLogEntry));
}

const tokenLog = route(
  'GET /apiv2/Wallet/tokenLog',
  withAuth(({ user, fields }) => logPage(user, fields, readSymbol(fields.symbol))),
);

const zjLog = route(
  'GET /apiv2/Wallet/zjLog',
  withAuth(({ user, fields }) => {
    if (fields.symbol !== undefined && fields.symbol !== '') readSymbol(fields.symbol);
    return logPage(user, fields);
  }),
);

export const accountHandlers = [list, create, detail, tokenList, tokenLog, zjLog];
