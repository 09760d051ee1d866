import { accountHandlers } from './accounts';
import { exchangeHandlers } from './exchange';
import { issuanceHandlers } from './issuance';
import { sendHandlers } from './sends';

export const walletHandlers = [...accountHandlers, ...sendHandlers, ...exchangeHandlers, ...issuanceHandlers];
