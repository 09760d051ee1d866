// /pages/my/agreement
export { default } from '../../features/documents/UserAgreement';
