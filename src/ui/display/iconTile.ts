/**
 * The colours an icon tile comes in (`.icon-tile.tone-*` in styles.css): token families of tokens.css. A tile's
 * tone tells the shortcuts apart and says nothing of state; the brand's orange is one tone among them.
 */
export type TileTone = 'brand' | 'info' | 'success' | 'gold' | 'danger';
