// /pages/message/system
export { default } from '../../features/messages/Notices';
