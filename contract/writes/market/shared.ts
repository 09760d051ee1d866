export { page, pageV2 } from '../../contract';

/** The smallest amount: a listing's price, a team withdrawal. */
export const CENT = 0.01;
