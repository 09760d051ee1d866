// What the other features use of issuance; its screens are reached through their route files.
export { WalletDocumentLinks } from './WalletDocumentLinks';
