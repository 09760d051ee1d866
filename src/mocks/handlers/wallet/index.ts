import { exchangeHandlers } from './exchange';

export const walletHandlers = [...exchangeHandlers];
