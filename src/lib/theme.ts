/** A design token from src/styles/tokens.css (`--qc-…`), as the page resolves it now: for canvas drawing. */
export function cssToken(name: `--qc-${string}`): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const DARK = '(prefers-color-scheme: dark)';

/**
 * Follows the system's light or dark mode. The tokens switch by themselves (a media query); antd-mobile
 * switches on an attribute of <html>, and the browser's bar takes its colour from a meta tag, so both are
 * set here before the first render and again whenever the system changes (the shell's boot.js sets the
 * attribute before the first paint: set again to the same value, it costs the page no style pass). The bar's
 * colour is read in the next frame, when the page works out its styles anyway: reading a token at once would
 * make the browser do that work out of turn, on the start-up's busiest task.
 */
export function followColorScheme() {
  const dark = typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : undefined;
  const apply = () => {
    document.documentElement.setAttribute('data-prefers-color-scheme', dark?.matches ? 'dark' : 'light');
    requestAnimationFrame(() => {
      // index.html carries the tag; its colour comes from the tokens.
      const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
      const bar = cssToken('--qc-color-theme');
      if (meta && bar) meta.content = bar;
    });
  };
  apply();
  dark?.addEventListener('change', apply);
}
