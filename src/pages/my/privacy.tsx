// /pages/my/privacy
export { default } from '../../features/documents/PrivacyPolicy';
