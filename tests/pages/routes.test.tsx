import { screen, waitFor } from '@testing-library/react';
import { ROUTE_LIST } from '../../src/lib/routes';
import { HUB_TAB } from '../../src/api/orders/rules/orderKinds';
import { renderRoute, setupUser } from '../render';
import { readLocales } from '../locales';

const { en } = readLocales();

/** src/pages/<area>/<page>.tsx, the module a route's loader looks for. */
const fileOf = (path: string) => `src/pages/${path.replace(/^\/pages\//, '').replace(/^\//, '')}.tsx`;
const pageFiles = Object.keys(import.meta.glob('../../src/pages/*/*.tsx')).map((file) =>
  file.replace('../../', ''),
);

const title = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

/** The spec's addresses of one kind's orders (named as the orders page's tabs) and the tab each opens. */
const ORDER_KIND_TABS: Record<string, string> = Object.fromEntries(
  Object.values(HUB_TAB).map((tab) => [`/pages/order/${tab}`, tab]),
);

describe('route table', () => {
  it('has all 91 product paths plus the / alias', () => {
    expect(ROUTE_LIST).toHaveLength(91);
    expect(new Set(ROUTE_LIST.map((r) => r.path)).size).toBe(91);
  });

  it('has a route for every page file', () => {
    const routed = new Set(ROUTE_LIST.map((r) => fileOf(r.path)));
    expect(pageFiles.filter((file) => !routed.has(file))).toEqual([]);
  });

  it.each(ROUTE_LIST.map((r) => [r.path, r] as const))('%s renders its titled page', async (path, own) => {
    // The spec's order-kind addresses open the orders page on their tab (decision 0053).
    const meta = ROUTE_LIST.find((r) => path in ORDER_KIND_TABS && r.path === '/pages/order/list') ?? own;
    const { container } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title(meta.title) })).toBeInTheDocument();
    // Its page module when there is one, else the shared placeholder.
    expect(screen.queryByTestId('page-placeholder') === null).toBe(pageFiles.includes(fileOf(path)));
    // Pull-to-refresh exactly where the route allows it; the tab bar exactly on the four tabs.
    await waitFor(() =>
      expect(container.querySelector('.pull-to-refresh') !== null).toBe(Boolean(meta.pullToRefresh)),
    );
    expect(screen.queryByRole('navigation', { name: 'Main sections' }) !== null).toBe(Boolean(meta.tab));
  });

  it('opens the orders page on its tab from each order-kind address', async () => {
    for (const [path, tab] of Object.entries(ORDER_KIND_TABS)) {
      const { router, unmount } = renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: title('title.order.list') });
      expect(router.state.location).toMatchObject({ pathname: '/pages/order/list', search: `?tab=${tab}` });
      unmount();
    }
  });

  it('shows the home page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'QC Mall' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths, with a way home', async () => {
    const { router } = renderRoute('/pages/nowhere');
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('switches tabs without stacking them', async () => {
    const user = setupUser();
    const { router } = renderRoute('/pages/my/index');
    await screen.findByRole('heading', { name: 'Me' });
    await user.click(screen.getByText('Messages'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/message/index'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
