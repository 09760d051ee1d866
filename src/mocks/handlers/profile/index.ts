import { accountHandlers } from './account';
import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { dictHandlers } from './dict';
import { tiktokHandlers } from './tiktok';

export const profileHandlers = [
  ...authHandlers,
  ...accountHandlers,
  ...dictHandlers,
  ...tiktokHandlers,
  ...addressHandlers,
];
