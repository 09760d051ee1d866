import { giftListHandlers } from './gifts';

export const messageHandlers = [...giftListHandlers];
