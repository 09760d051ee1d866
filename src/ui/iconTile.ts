/** The colours an icon tile comes in (`.icon-tile.tone-*` in styles.css): token families of tokens.css. */
export type TileTone = 'accent' | 'primary' | 'success' | 'gold' | 'danger';
