// /pages/message/inviteMessage
export { default } from '../../features/invite/Invitations';
