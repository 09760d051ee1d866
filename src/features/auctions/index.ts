// What the other features use of auctions; its screens are reached through their route files.
export { AuctionDeposits } from './AuctionDeposits';
