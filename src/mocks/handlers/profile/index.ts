import { accountHandlers } from './account';
import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { checkInHandlers } from './checkin';
import { dictHandlers } from './dict';
import { inviteHandlers } from './invites';
import { ledgerHandlers } from './ledger';
import { myOrderHandlers } from './myOrders';
import { passwordHandlers } from './passwords';
import { phoneHandlers } from './phone';
import { redeemHandlers } from './redeem';
import { tiktokHandlers } from './tiktok';

export const profileHandlers = [
  ...authHandlers,
  ...accountHandlers,
  ...dictHandlers,
  ...tiktokHandlers,
  ...addressHandlers,
  ...checkInHandlers,
  ...passwordHandlers,
  ...phoneHandlers,
  ...ledgerHandlers,
  ...redeemHandlers,
  ...inviteHandlers,
  ...myOrderHandlers,
];
