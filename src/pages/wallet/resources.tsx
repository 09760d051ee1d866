// /pages/wallet/resources
export { default } from '../../features/documents/Resources';
