import type { AddressFields, DeliveryMethod } from '../../../../api/account/profile';
import {
  ADDRESS_REVIEW_MS,
  approvedAddressOf,
  reviewAddresses,
  submitAddress,
} from '../../profile/db/addresses';
import { money, toWire } from '../../../../lib/money';
import { giveItems, giveMoney } from '../../message/db/gifts';
import { goodsOf } from '../../treasure/db/issues';
import { placeGoodsOrder } from './orders';
import { days, hours, type SeedClock } from '../../../db/seedClock';
import type { SeedEvent } from '../../../db/seedTimeline';
import type { DbState, OrderRow, UserRow } from '../../../db/schema';
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
  at('Oliver Bennett', '+44', '7700900123', '221B Baker Street, London NW1 6XE'),
  at('王小明', '+86', '13900000001', '北京市朝阳区建国路93号万达广场8号楼1201'),
  at("Emily O'Brien", '+1', '2025550143', '1600 Pennsylvania Avenue NW, Washington, DC 20500'),
  at('João Gonçalves', '+55', '11987654321', 'Avenida Paulista 1578, Bela Vista, São Paulo - SP', 'pickup'),
  at('김민준', '+82', '1012345678', '서울특별시 강남구 테헤란로 152'),
  at('佐藤 さくら', '+81', '9012345678', '東京都渋谷区道玄坂1-2-3 渋谷マークシティ'),
  at('Анастасия Кузнецова', '+7', '9161234567', 'Москва, ул. Тверская, д. 7, кв. 12', 'pickup'),
  at('<b>Lee</b>', '+852', '51234567', 'Flat 5, 18 Nathan Road, Tsim Sha Tsui, Kowloon'),
  at('陈静怡', '+86', '13612345678', '广州市天河区天河路208号天河城南塔1506'),
  at('Lucas Oliveira', '+55', '21998765432', 'Rua Visconde de Pirajá 414, Ipanema, Rio de Janeiro - RJ'),
  at('이서연', '+82', '1098765432', '부산광역시 해운대구 해운대해변로 264'),
  at('田中 悠斗', '+81', '8023456789', '大阪府大阪市北区梅田3-1-3 ルクア大阪'),
  at('Дмитрий Волков', '+7', '9035551234', 'Санкт-Петербург, Невский пр., д. 28, кв. 5'),
  at('Sophie Martin', '+1', '4155550199', '500 Castro Street, San Francisco, CA 94114'),
  at('李娜', '+86', '13712345678', '杭州市西湖区文三路478号华星时代广场B座702', 'pickup'),
];
/** Where Emily moves later: the review rejects it (REJECT_MARKER). */
const EMILY_MOVES_TO = at("Emily O'Brien", '+1', '2025550143', '0 Reject Lane, Nowhere');

function userAt(state: DbState, index: number): UserRow {
  const user = state.users[index];
  if (!user) throw new Error(`seed: no user ${index}`);
  return user;
}

/** Everyone starts with an approved address (given when they joined), reviewed by the live clock rule. */
export function seedAddresses(state: DbState): void {
  ADDRESSES.forEach((fields, index) => {
    const user = userAt(state, index);
    submitAddress(state, user.uid, fields, user.createdAt);
    reviewAddresses(state, user.createdAt + ADDRESS_REVIEW_MS);
  });
}

/** Ships a seeded purchase at `time` and lets the clock take it as far as shipped, or received. */
export function shipSeeded(state: DbState, order: OrderRow, arrived: boolean, time: number): void {
  const address = approvedAddressOf(state, order.uid);
  if (!address) throw new Error(`seed: user ${order.uid} has no approved address`);
  const shipment = requestShipment(state, order, address, time);
  advanceShipment(state, shipment, time + SHIP_AFTER_MS + (arrived ? RECEIVE_AFTER_MS : 0));
}

const COFFEE = 12;

/**
 * After the sales: Emily moves to an address the review rejects; 王小明 buys three bags of coffee and gives
 * the demo two of them two days ago; João sent the demo 88.8 balance yesterday. Both gifts wait unclaimed in
 * the demo's gift box. Like every seeded purchase, these are history: the seeded balances are what is left
 * after them.
 */
export function afterSalesEvents(state: DbState, clock: SeedClock): SeedEvent[] {
  const moved = clock.ago(hours(20));
  const bought = clock.ago(days(2) + hours(4));
  const move = () => {
    submitAddress(state, userAt(state, 3).uid, EMILY_MOVES_TO, moved);
    reviewAddresses(state, moved + ADDRESS_REVIEW_MS);
  };
  const buyAndGive = () => {
    const coffee = goodsOf(state, COFFEE);
    const wang = userAt(state, 2);
    const amount = toWire(money(coffee.price).times(3));
    const order = placeGoodsOrder(
      state,
      coffee,
      { uid: wang.uid, count: 3, payType: 'balance', amount },
      bought,
    );
    giveItems(state, wang, order, userAt(state, 0), 2, bought + hours(2));
  };
  const sent = clock.today(0) - hours(10);
  const send = () => giveMoney(state, userAt(state, 4), userAt(state, 0), 'balance', 88.8, sent);
  return [
    { time: moved, act: move },
    { time: bought, act: buyAndGive },
    { time: sent, act: send },
  ];
}
