import { giftListHandlers } from './gifts';
import { invitationHandlers } from './invitations';
import { noticeHandlers } from './notices';

export const messageHandlers = [...noticeHandlers, ...giftListHandlers, ...invitationHandlers];
