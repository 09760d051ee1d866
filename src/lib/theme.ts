/** A design token from src/styles/tokens.css (`--qc-…`), as the page resolves it now: for canvas drawing. */
export function cssToken(name: `--qc-${string}`): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const DARK = '(prefers-color-scheme: dark)';

/** The theme-color meta tag, made here so that its colour too comes from the tokens. */
function themeColorMeta(): HTMLMetaElement {
  const found = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
  return meta;
}

/**
 * Follows the system's light or dark mode. The tokens switch by themselves (a media query); antd-mobile
 * switches on an attribute of <html>, and the browser's bar takes its colour from a meta tag, so both are
 * set here before the first render and again whenever the system changes. The bar's colour is read in the
 * next frame, when the page works out its styles anyway: reading a token at once would make the browser do
 * that work out of turn, on the start-up's busiest task.
 */
export function followColorScheme() {
  const dark = typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : undefined;
  const apply = () => {
    const scheme = dark?.matches ? 'dark' : 'light';
    // The shell's boot.js has set it before the first paint; setting it again restyles the whole page.
    const root = document.documentElement;
    if (root.getAttribute('data-prefers-color-scheme') !== scheme) {
      root.setAttribute('data-prefers-color-scheme', scheme);
    }
    requestAnimationFrame(() => {
      const bar = cssToken('--qc-color-theme');
      if (bar) themeColorMeta().content = bar;
    });
  };
  apply();
  dark?.addEventListener('change', apply);
}
