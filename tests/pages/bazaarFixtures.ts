import { signIn } from '../../src/api/account/account';
import {
  addListing,
  buyBazaar,
  type BazaarCurrency,
  type BazaarListing,
  type BazaarOrder,
} from '../../src/api/goods/goods';
import { getGoodsList } from '../../src/api/draws/treasure';
import { findUser, setPayPassword } from '../../src/mocks/db/users';
import { useSession } from '../../src/stores/session';
import { signInDemo } from './detailsFixtures';

export { signInDemo };

export const PAY_PASSWORD = '135790';
/** The seeded member who sells (seedUsers: "the fourth sells"). */
export const SELLER = { phoneRegion: '+55', phoneNumber: '11987654321', name: 'João Gonçalves Araújo' };

/** Signs in a seeded account through the real call, as the app does. */
export async function signInAs(phone: { phoneRegion: string; phoneNumber: string }) {
  const grant = await signIn({ ...phone, password: 'Demo1234' });
  useSession.getState().signIn(grant.token, grant.userInfo.uid);
  return grant;
}

/** The fake database's row of a user, to read or set what the server holds. */
export function userRow(uid: number) {
  const row = findUser(uid);
  if (!row) throw new Error(`user ${uid} is not in the fake database`);
  return row;
}

/** The demo, signed in, with a shop of their own (set straight in the fake database). */
export async function demoSeller() {
  const grant = await signInDemo();
  userRow(grant.userInfo.uid).isSeller = true;
  return grant;
}

/** A platform product to list. */
export async function platformGoods() {
  const { list } = await getGoodsList({ pageIndex: 1, pageSize: 20 });
  const goods = list[0];
  if (!goods) throw new Error('the seed has no platform goods');
  return goods;
}

/** A listing published by the signed-in seller, made from a platform product, through the real call. */
export async function publish(
  over: Partial<{ price: number; currency: BazaarCurrency; stock: number; description: string }> = {},
): Promise<BazaarListing> {
  const goods = await platformGoods();
  return addListing({
    goods_id: goods.id,
    price: 25,
    currency: 'balance',
    stock: 5,
    description: 'Never used, in its box.',
    images: [],
    ...over,
  });
}

/**
 * The seller's listing and the demo's order of one unit, unpaid (the demo signed in at the end, with a
 * payment password).
 */
export async function demoOrder(currency: BazaarCurrency = 'balance') {
  const seller = await signInAs(SELLER);
  const listing = await publish({ currency, price: 25 });
  const buyer = await signInDemo();
  setPayPassword(userRow(buyer.userInfo.uid), PAY_PASSWORD);
  const order: BazaarOrder = await buyBazaar({ id: listing.id, quantity: 1 });
  return { seller, buyer, listing, order };
}
