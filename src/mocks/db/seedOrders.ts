import type { AddressFields, DeliveryMethod } from '../../api/profile';
import { ADDRESS_REVIEW_MS, approvedAddressOf, reviewAddresses, submitAddress } from './addresses';
import { money, toWire } from '../../lib/money';
import { DAY_MS } from './calendar';
import { giveItems, giveMoney } from './gifts';
import { goodsOf } from './issues';
import { placeGoodsOrder } from './orders';
import type { DbState, OrderRow, UserRow } from './schema';
import { advanceShipment, RECEIVE_AFTER_MS, requestShipment, SHIP_AFTER_MS } from './shipments';

const at = (
  recipientName: string,
  recipientPhoneRegion: string,
  recipientPhoneNumber: string,
  address: string,
  deliveryMethod: DeliveryMethod = 'express',
): AddressFields => ({ recipientName, recipientPhoneRegion, recipientPhoneNumber, address, deliveryMethod });

/** One address per seeded user, in the order of the seeded users (the demo first). */
const ADDRESSES: AddressFields[] = [
  at('张伟', '+86', '13800000000', '88 Century Avenue, Pudong, Shanghai'),
  at('Maximilian Featherstonehaugh', '+44', '7700900123', '221B Baker Street, London NW1 6XE'),
  at('王小明', '+86', '13900000001', '北京市朝阳区建国路93号万达广场8号楼1201'),
  at("Emily O'Brien", '+1', '2025550143', '1600 Pennsylvania Avenue NW, Washington, DC 20500'),
  at('João Gonçalves', '+55', '11987654321', 'Avenida Paulista 1578, Bela Vista, São Paulo - SP', 'pickup'),
  at('김민준', '+82', '1012345678', '서울특별시 강남구 테헤란로 152'),
  at('佐藤 さくら', '+81', '9012345678', '東京都渋谷区道玄坂1-2-3 渋谷マークシティ'),
  at('Анастасия Кузнецова', '+7', '9161234567', 'Москва, ул. Тверская, д. 7, кв. 12', 'pickup'),
  at('<b>Lee</b>', '+852', '51234567', 'Flat 5, 18 Nathan Road, Tsim Sha Tsui, Kowloon'),
];
/** Where Emily moves later: the review rejects it (REJECT_MARKER). */
const EMILY_MOVES_TO = at("Emily O'Brien", '+1', '2025550143', '0 Reject Lane, Nowhere');

function userAt(state: DbState, index: number): UserRow {
  const user = state.users[index];
  if (!user) throw new Error(`seed: no user ${index}`);
  return user;
}

/** Everyone starts with an approved address, reviewed by the same clock rule as live ones. */
export function seedAddresses(state: DbState, epoch: number): void {
  ADDRESSES.forEach((fields, index) => submitAddress(state, userAt(state, index).uid, fields, epoch));
  reviewAddresses(state, epoch + ADDRESS_REVIEW_MS);
}

/** Ships a seeded purchase at `time` and lets the clock take it as far as shipped, or received. */
export function shipSeeded(state: DbState, order: OrderRow, arrived: boolean, time: number): void {
  const address = approvedAddressOf(state, order.uid);
  if (!address) throw new Error(`seed: user ${order.uid} has no approved address`);
  const shipment = requestShipment(state, order, address, time);
  advanceShipment(state, shipment, time + SHIP_AFTER_MS + (arrived ? RECEIVE_AFTER_MS : 0));
}

const COFFEE = 12;
const HOUR = 3_600_000;

/**
 * After the sales: Emily moves to an address the review rejects; 王小明 buys three bags of coffee and gives
 * the demo two of them; João sends the demo 88.8 balance. Both gifts wait unclaimed in the demo's gift box.
 * Like every seeded purchase, these are history: the seeded balances are what is left after them.
 */
export function seedAfterSales(state: DbState, epoch: number): void {
  const demo = userAt(state, 0);
  const wang = userAt(state, 2);
  const moved = epoch + 8 * DAY_MS;
  submitAddress(state, userAt(state, 3).uid, EMILY_MOVES_TO, moved);
  reviewAddresses(state, moved + ADDRESS_REVIEW_MS);
  const coffee = goodsOf(state, COFFEE);
  const payment = {
    uid: wang.uid,
    count: 3,
    payType: 'balance',
    amount: toWire(money(coffee.price).times(3)),
  } as const;
  // Early, so the purchase sits among the oldest of the marquee's history.
  const bought = epoch + HOUR;
  const order = placeGoodsOrder(state, coffee, payment, bought);
  giveItems(state, wang, order, demo, 2, epoch + 9 * DAY_MS);
  giveMoney(state, userAt(state, 4), demo, 'balance', 88.8, epoch + 11 * DAY_MS);
}
