import type { WriteContext } from '../writes';

export async function chainWrites(ctx: WriteContext): Promise<void> {
  void ctx;
}
