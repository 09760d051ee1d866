// What the other features use of wallet; its screens are reached through their route files.
export { WalletShell } from './WalletShell';
export { balanceOf } from './walletMath';
