// /pages/wallet/whitePaper
export { default } from '../../features/documents/WhitePaper';
