import type { WriteContext } from '../writes';

export async function orderWrites(ctx: WriteContext): Promise<void> {
  void ctx;
}
