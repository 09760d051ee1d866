/** Seeded pictures drawn as SVG data: URLs, so the demo shows real images without any network. */

export type Glyph = 'digital' | 'home' | 'beauty' | 'food' | 'jewelry' | 'voucher';

/** White shapes on a 64 × 64 canvas. */
const GLYPHS: Record<Glyph, string> = {
  digital:
    '<rect x="21" y="10" width="22" height="44" rx="5" fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" cy="47" r="2.5" fill="#fff"/>',
  home: '<path d="M10 32 32 13l22 19h-6v20H37V40H27v12H16V32z" fill="#fff"/>',
  beauty: '<path d="M32 9c9 13 15 21 15 29a15 15 0 0 1-30 0c0-8 6-16 15-29z" fill="#fff"/>',
  food: '<path d="M13 22h31v10a15.5 15.5 0 0 1-31 0z" fill="#fff"/><path d="M44 26h3a7 7 0 0 1 0 14h-4" fill="none" stroke="#fff" stroke-width="4"/>',
  jewelry: '<path d="M20 15h24l11 13-23 26L9 28z" fill="#fff"/>',
  voucher:
    '<path d="M9 20h46v8a4 4 0 0 0 0 8v8H9v-8a4 4 0 0 0 0-8z" fill="#fff"/><path d="M38 22v20" stroke-dasharray="3 3" stroke="hsl(0,0%,80%)" stroke-width="2"/>',
};

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">';

export const categoryIcon = (glyph: Glyph, hue: number): string =>
  dataUrl(
    `${SVG_OPEN}<rect width="64" height="64" rx="16" fill="hsl(${hue},70%,55%)"/>${GLYPHS[glyph]}</svg>`,
  );

/** A product shot: the category's shape on a gradient; `hue` tells goods (and their pictures) apart. */
export function goodsPicture(glyph: Glyph, hue: number): string {
  const end = (hue + 40) % 360;
  return dataUrl(
    `${SVG_OPEN}<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/>` +
      `<stop offset="1" stop-color="hsl(${end},70%,42%)"/></linearGradient></defs>` +
      `<rect width="64" height="64" fill="url(#g)"/><g transform="translate(8 8) scale(.75)">${GLYPHS[glyph]}</g></svg>`,
  );
}
