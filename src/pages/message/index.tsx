// /pages/message/index
export { default } from '../../features/messages/Inbox';
