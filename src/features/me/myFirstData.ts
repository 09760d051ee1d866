import { firstQuery, type FirstQuery } from '../../api/cache';
import { checkInQuery } from '../../api/account/profile';
import { unclaimedGiftsQuery } from '../../api/orders/orders';
import { orderCountsQuery } from '../../api/account/orderCounts';

/**
 * What Me's cards show a signed-in user, asked for by boot (src/app/firstScreens.ts, with the profile): the
 * check-in state and the orders card's counts, so that the first render has them all (answered one by one
 * after it, each answer was a render and a layout of its own; decision 0088).
 */
export const myCardsFirstData = (): FirstQuery[] => [
  firstQuery(checkInQuery()),
  firstQuery(orderCountsQuery()),
  firstQuery(unclaimedGiftsQuery()),
];
