import { allowServiceWorkerScripts, serviceWorkerScript } from '../../src/lib/security/trustedTypes';

const ORIGIN = 'https://mall.example';

describe("the 'default' Trusted Types policy", () => {
  it('lets through the service worker scripts of this origin', () => {
    expect(serviceWorkerScript('/mockServiceWorker.js', ORIGIN)).toBe('/mockServiceWorker.js');
    expect(serviceWorkerScript(`${ORIGIN}/mockServiceWorker.js`, ORIGIN)).toBe(
      `${ORIGIN}/mockServiceWorker.js`,
    );
  });

  it.each([
    '/assets/index.js',
    'https://evil.example/mockServiceWorker.js',
    '//evil.example/mockServiceWorker.js',
    '/mockServiceWorker.js?x=1',
    '/mockServiceWorker.js#x',
    '/sub/mockServiceWorker.js',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
  ])('refuses %s', (input) => expect(serviceWorkerScript(input, ORIGIN)).toBeNull());

  it('is created with script URLs only, so HTML and script strings have no way through', () => {
    const createPolicy = vi.fn();
    vi.stubGlobal('trustedTypes', { createPolicy });
    try {
      allowServiceWorkerScripts();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const [name, rules] = createPolicy.mock.calls[0] as [string, Record<string, unknown>];
    expect(name).toBe('default');
    expect(Object.keys(rules)).toEqual(['createScriptURL']);
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => allowServiceWorkerScripts()).not.toThrow();
  });
});
