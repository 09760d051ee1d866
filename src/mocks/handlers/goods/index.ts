import { listingHandlers } from './listings';
import { oneClickHandlers } from './oneClick';
import { bazaarOrderHandlers } from './orders';
import { shopHandlers } from './shop';

/** The Goods (v2) group: the bazaar (docs/api.md §12, docs/decisions/0034). */
export const goodsHandlers = [
  ...listingHandlers,
  ...oneClickHandlers,
  ...shopHandlers,
  ...bazaarOrderHandlers,
];
