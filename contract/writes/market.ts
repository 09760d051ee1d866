import type { WriteContext } from '../writes';

export async function marketWrites(ctx: WriteContext): Promise<void> {
  void ctx;
}
