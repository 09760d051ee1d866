import { rechargeHandlers } from './recharge';
import { transferHandlers } from './transfer';

export const paymentHandlers = [...rechargeHandlers, ...transferHandlers];
