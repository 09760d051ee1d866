// What the other features use of orders; its screens are reached through their route files.
export { OrderLabels } from './OrderLabels';
