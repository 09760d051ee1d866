import { giftListHandlers } from './gifts';
import { invitationHandlers } from './invitations';

export const messageHandlers = [...giftListHandlers, ...invitationHandlers];
