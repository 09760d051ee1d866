import type { WriteContext } from '../context';
import { wonAuctions } from './auctions';
import { giveMoney, receivedGifts } from './gifts';
import { boughtGoods, review, ship } from './items';
import { markVisit, readNotice, settleTopUps } from './opening';
import { checkIn, redeemCode, redeemPoints } from './points';
import { buyCrowd, wonPrizes } from './prizes';
import { inviteToTeam } from './team';

/**
 * `--all`: what the account buys, wins, claims, ships, reviews, sells back and gives, its check-in and redemptions,
 * a notice and a team invitation, with the smallest amounts; each step read back (balances, orders, gifts).
 */
export async function orderWrites(ctx: WriteContext): Promise<void> {
  await settleTopUps(ctx);
  await markVisit(ctx);
  await readNotice(ctx);
  await checkIn(ctx);
  await redeemCode(ctx);
  await redeemPoints(ctx);
  await boughtGoods(ctx);
  await review(ctx, await ship(ctx));
  await receivedGifts(ctx);
  await giveMoney(ctx);
  await wonAuctions(ctx);
  await buyCrowd(ctx);
  await wonPrizes(ctx);
  await inviteToTeam(ctx);
}
