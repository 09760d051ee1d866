// /pages/message/service
export { default } from '../../features/support/SupportChat';
