import type { WriteContext } from '../writes';

export async function accountWrites(ctx: WriteContext): Promise<void> {
  void ctx;
}
