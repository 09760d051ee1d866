/**
 * Links the web app manifest, which the build names on boot.js's tag (`data-manifest`, build/shell.ts), once
 * the first screen is done (AppStatus, with the service worker). A browser that finds the page installable
 * animates its install control for about a second; on a phone's two cores that drawing took turns with the
 * app's start (decision 0091). Nothing is linked twice, nor where the page has its own link (the dev server).
 */
export function linkWebManifest(doc: Document = document): void {
  const href = doc.querySelector('script[data-manifest]')?.getAttribute('data-manifest');
  if (!href || doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  doc.head.appendChild(link);
}
