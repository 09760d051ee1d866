import type { WriteContext } from '../context';
import { deviceFlow } from './devices';
import { miningFlow } from './mining';
import { walletFlow } from './wallet';

/**
 * `--all`: mining, devices, then the wallet's sends and a stake, each with the smallest amounts and each read
 * back. The wallet is the one `prepare` made (the main account); its card top-ups are the only money coming in.
 */
export async function chainWrites(ctx: WriteContext): Promise<void> {
  await miningFlow(ctx);
  await deviceFlow(ctx.c);
  await walletFlow(ctx);
}
