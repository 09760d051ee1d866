// What the other features use of balance; its screens are reached through their route files.
export { MoneyShell } from './MoneyShell';
