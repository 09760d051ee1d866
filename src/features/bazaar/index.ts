// What the other features use of bazaar; its screens are reached through their route files.
export { ListingPrice } from './ListingPrice';
export { MarketOrderCard } from './MarketOrderCard';
export { MarketStatusTabs } from './MarketStatusTabs';
export { parseStatus } from './marketOrderStatus';
