// What the other features use of gifts; its screens are reached through their route files.
export { GiftSheet } from './GiftSheet';
export type { GiftQuantityConfig, GiftValues } from './GiftSheet';
export { GiftThumb } from './GiftThumb';
