import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { dictHandlers } from './dict';
import { tiktokHandlers } from './tiktok';

export const profileHandlers = [...authHandlers, ...accountHandlers, ...dictHandlers, ...tiktokHandlers];
