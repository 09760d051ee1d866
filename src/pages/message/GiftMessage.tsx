// /pages/message/GiftMessage
export { default } from '../../features/gifts/GiftInbox';
