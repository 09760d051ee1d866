import { cssToken, followColorScheme } from '../../src/lib/theme';

/** A system colour scheme the test can switch, as matchMedia reports it. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    switchTo(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = document.documentElement;
const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

afterEach(() => {
  vi.unstubAllGlobals();
  root.removeAttribute('data-prefers-color-scheme');
  root.style.removeProperty('--qc-color-theme');
  document.querySelector('meta[name="theme-color"]')?.remove();
});

describe('cssToken', () => {
  it('answers a token as the page resolves it', () => {
    root.style.setProperty('--qc-color-theme', ' var(--anything) ');
    expect(cssToken('--qc-color-theme')).toBe('var(--anything)');
    expect(cssToken('--qc-not-a-token')).toBe('');
  });
});

describe('followColorScheme', () => {
  it('tells antd-mobile the system scheme and keeps following it', () => {
    const system = systemScheme(true);
    followColorScheme();
    expect(root.dataset.prefersColorScheme).toBe('dark');
    system.switchTo(false);
    expect(root.dataset.prefersColorScheme).toBe('light');
  });

  it("gives the browser's bar (index.html's theme-color tag) the theme token of the scheme in force, in the next frame", async () => {
    const tag = document.createElement('meta');
    tag.name = 'theme-color';
    document.head.append(tag);
    const system = systemScheme(false);
    root.style.setProperty('--qc-color-theme', 'var(--qc-color-primary)');
    followColorScheme();
    await vi.waitFor(() => expect(bar()).toBe('var(--qc-color-primary)'));
    root.style.setProperty('--qc-color-theme', 'var(--qc-color-surface)');
    system.switchTo(true);
    await vi.waitFor(() => expect(bar()).toBe('var(--qc-color-surface)'));
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });

  it('leaves the bar alone and still sets the light scheme where neither exists', () => {
    vi.stubGlobal('matchMedia', undefined);
    followColorScheme();
    expect(root.dataset.prefersColorScheme).toBe('light');
    expect(bar()).toBeUndefined();
  });
});

describe('index.html', () => {
  it('carries the theme-color tag followColorScheme colours', async () => {
    const fs = await import('node:fs');
    const page = fs.readFileSync('index.html', 'utf8');
    expect(page).toMatch(/<meta name="theme-color" content="[^"]+" \/>/);
  });
});
