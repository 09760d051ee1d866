import * as endpoints from '../../../src/api/endpoints';
import { skipAll } from '../../contract';
import type { WriteContext } from '../context';
import { bidOnLiveLot } from './auctions';
import { listHeldItem, openShop, publish } from './bazaar';
import { receiveParcel, sell } from './bazaarOrders';
import { collectRewards, sendProof, visitPage } from './tasks';
import { withdrawTeamEarnings, writeToSupport } from './teamAndSupport';

const { Goods: G } = endpoints;

/**
 * `--all`: the bazaar, the auctions, the tasks, the team's earnings and the support chat, each step read back.
 * Smallest amounts: a listing at a cent, the least bid, a cent of team earnings.
 */
export async function marketWrites(ctx: WriteContext): Promise<void> {
  const listing = await publish(ctx, await openShop(ctx));
  if (listing) await sell(ctx, listing);
  else skipAll(ctx.c, [G.buy, G.send], 'the account published no listing to sell');
  await receiveParcel(ctx);
  await listHeldItem(ctx);
  await bidOnLiveLot(ctx);
  await sendProof(ctx);
  await visitPage(ctx);
  await collectRewards(ctx);
  await withdrawTeamEarnings(ctx);
  await writeToSupport(ctx);
}
