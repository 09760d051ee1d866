// /pages/my/feedback
export { default } from '../../features/support/Feedback';
