import { screen, waitFor } from '@testing-library/react';
import type { PageLoader } from '../../src/app/pageLoader';
import { resetPrefetch } from '../../src/lib/prefetch';
import type { RoutePath } from '../../src/lib/routes';
import { renderRoute } from '../render';

const loaders = vi.hoisted(() => new Map<string, ReturnType<typeof vi.fn>>());

vi.mock('../../src/app/pageLoader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/pageLoader')>();
  return {
    ...original,
    // Every loader handed out is a spy, so the test can see which chunks were actually fetched.
    pageLoader: (path: RoutePath): PageLoader => {
      const spy = vi.fn(original.pageLoader(path));
      loaders.set(path, spy);
      return spy as unknown as PageLoader;
    },
  };
});

describe('route chunks', () => {
  it('fetches the team leader page once the home page has rendered', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'QC Mall' });
    await waitFor(() => expect(loaders.get('/pages_team/index')).toHaveBeenCalled());
  });

  it('in a build, fetches the team page’s files without running them, its strings with them', async () => {
    loaders.clear();
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'qc-prefetch';
    list.textContent = JSON.stringify({ 'pages/pages_team/index': ['/assets/team-1.js'] });
    document.body.append(list);
    resetPrefetch();
    try {
      renderRoute('/');
      await screen.findByRole('heading', { level: 1, name: 'QC Mall' });
      await waitFor(() =>
        expect(document.head.querySelector('link[rel="prefetch"][href="/assets/team-1.js"]')).not.toBeNull(),
      );
      expect(loaders.get('/pages_team/index')).toBeUndefined();
    } finally {
      list.remove();
      resetPrefetch();
    }
  });

  it('in a demo build, leaves the files its worker kept on an earlier visit to the worker', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'qc-prefetch';
    list.textContent = JSON.stringify({
      'pages/pages_team/index': ['/assets/team-kept.js', '/assets/team-new.js'],
    });
    document.body.append(list);
    resetPrefetch();
    // The page is the worker's, and the worker's cache of files as they load holds one of the two.
    vi.stubGlobal('caches', {
      open: (name: string) =>
        Promise.resolve({
          keys: () =>
            Promise.resolve(
              name === 'demo-files' ? [new Request(`${location.origin}/assets/team-kept.js`)] : [],
            ),
        }),
    });
    const serviceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      renderRoute('/');
      await screen.findByRole('heading', { level: 1, name: 'QC Mall' });
      await waitFor(() =>
        expect(
          document.head.querySelector('link[rel="prefetch"][href="/assets/team-new.js"]'),
        ).not.toBeNull(),
      );
      expect(document.head.querySelector('link[rel="prefetch"][href="/assets/team-kept.js"]')).toBeNull();
    } finally {
      if (serviceWorker) Object.defineProperty(navigator, 'serviceWorker', serviceWorker);
      else Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
      list.remove();
      resetPrefetch();
    }
  });

  it('fetches only the page shown, not its neighbours', async () => {
    loaders.clear();
    renderRoute('/pages/my/agreement');
    await screen.findByRole('heading', { level: 1, name: 'User agreement' });
    expect(loaders.get('/pages_team/index')).toBeUndefined();
  });
});
