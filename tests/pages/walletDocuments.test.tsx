import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getPublicConfig, type PublicConfig, type ResourceLink } from '../../src/api/config';
import { href } from '../../src/lib/href';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { renderRoute, setupUser } from '../render';
import { signInWalletUser } from './walletBackend';

/*
 * Against the fake backend's config (docs/api.md §2: `whitepaper`, `resources`); what it never serves (hostile
 * HTML, links it must refuse, absent fields, failures) is laid over its own answer.
 */
const config = `*${endpoints.Public.getConfig.path}`;

async function serveConfig(extra: Partial<PublicConfig>) {
  const base = await getPublicConfig();
  server.use(http.get(config, () => HttpResponse.json({ code: 200, msg: '', data: { ...base, ...extra } })));
}

const HOSTILE_PAPER =
  '<h2>QC white paper</h2><p>Supply grows every day.</p>' +
  '<img src="x" onerror="window.__paperPwned = 1">' +
  '<script>window.__paperPwned = 2</script>' +
  '<a href="javascript:window.__paperPwned = 3">tap</a>';

const RESOURCES: ResourceLink[] = [
  { title: 'User agreement', description: 'What you agree to', url: href('/pages/my/agreement') },
  {
    title: 'Paper online',
    description: 'The latest edition',
    url: 'https://whitepaper.qcmall.io/v2?lang=en',
  },
  { title: 'Block explorer', description: 'Every QC transfer', url: 'https://explorer.example.org/qc' },
  { title: 'Sneaky', description: 'Runs a script', url: 'javascript:alert(1)' },
  { title: 'Plain http', description: 'Not https', url: 'http://explorer.example.org/qc' },
  { title: 'Unknown page', description: 'Not a page of the app', url: '/pages/nowhere/index' },
];

afterEach(() => {
  delete (window as { __paperPwned?: number }).__paperPwned;
});

describe('White paper', () => {
  it('shows the server’s white paper', async () => {
    const { container } = renderRoute('/pages/wallet/whitePaper');
    expect(await screen.findByRole('heading', { level: 2, name: '2. Issuance' })).toBeInTheDocument();
    // The page's title is the one h1: the paper has none of its own.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['White paper']);
    expect(container.querySelector('.html-content')?.innerHTML).not.toMatch(/<script|onerror/i);
  });

  it('shows the config\u2019s HTML sanitised, to guests too: no script runs, no handler stays', async () => {
    useSession.getState().logout();
    await serveConfig({ whitepaper: HOSTILE_PAPER });
    const { container } = renderRoute('/pages/wallet/whitePaper');
    expect(await screen.findByRole('heading', { level: 1, name: 'White paper' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'QC white paper' })).toBeInTheDocument();
    expect(screen.getByText('Supply grows every day.')).toBeInTheDocument();
    const html = container.querySelector('.html-content')!.innerHTML;
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    expect((window as { __paperPwned?: number }).__paperPwned).toBeUndefined();
  });

  it.each([
    ['absent', {}],
    ['empty', { whitepaper: '' }],
  ])('says so when the white paper is %s', async (_name, extra) => {
    const base = await getPublicConfig();
    const { whitepaper: _left, ...rest } = base ?? ({} as PublicConfig);
    server.use(
      http.get(config, () => HttpResponse.json({ code: 200, msg: '', data: { ...rest, ...extra } })),
    );
    renderRoute('/pages/wallet/whitePaper');
    expect(await screen.findByText('The white paper is not published yet')).toBeInTheDocument();
  });

  it('shows loading, then says when the config cannot be read, and retries', async () => {
    const base = await getPublicConfig();
    let broken = true;
    server.use(
      http.get(config, () =>
        broken
          ? HttpResponse.json({ code: 500, msg: 'the paper is resting', data: null })
          : HttpResponse.json({ code: 200, msg: '', data: { ...base, whitepaper: '<p>Back again</p>' } }),
      ),
    );
    const user = setupUser();
    renderRoute('/pages/wallet/whitePaper');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the paper is resting');
    broken = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe('Resources', () => {
  const card = (title: string) => screen.getByText(title).closest('.resource-card') as HTMLElement;

  it('lists the server’s resources: its pages in the app, its allowed sites in the web view', async () => {
    const { resources = [] } = (await getPublicConfig()) ?? ({} as PublicConfig);
    expect(resources.length).toBeGreaterThan(0);
    renderRoute('/pages/wallet/resources');
    const links = await screen.findAllByRole('link', { name: new RegExp(resources[0]!.title) });
    expect(links[0]).toHaveAttribute('href', href('/pages/wallet/whitePaper'));
    expect(screen.getAllByRole('link').filter((link) => link.closest('.resource-list'))).toHaveLength(
      resources.length,
    );
    const help = resources.find((resource) => resource.url.startsWith('https://'))!;
    expect(screen.getByRole('link', { name: new RegExp(help.title) })).toHaveAttribute(
      'href',
      href('/pages/my/webView', { url: help.url }),
    );
  });

  it('opens an app page in the app', async () => {
    useSession.getState().logout();
    await serveConfig({ resources: RESOURCES });
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /User agreement/ });
    expect(link).toHaveAttribute('href', href('/pages/my/agreement'));
    expect(within(link).getByText('What you agree to')).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(href('/pages/my/agreement')));
  });

  it('opens an allowed https page in the web view, any other outside the app, and links nothing else', async () => {
    await serveConfig({ resources: RESOURCES });
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/resources');
    await screen.findByText('Paper online');

    const outside = screen.getByRole('link', { name: /Block explorer/ });
    expect(outside).toHaveAttribute('href', 'https://explorer.example.org/qc');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside.getAttribute('rel')).toMatch(/noopener/);
    expect(within(outside).getByText('Opens in your browser')).toBeInTheDocument();

    for (const title of ['Sneaky', 'Plain http', 'Unknown page']) {
      expect(card(title).tagName).toBe('DIV');
      expect(card(title).closest('a')).toBeNull();
      expect(within(card(title)).queryByRole('link')).toBeNull();
    }
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(document.querySelector('a[href^="javascript:"], a[href^="http:"]')).toBeNull();

    const framed = screen.getByRole('link', { name: /Paper online/ });
    const target = href('/pages/my/webView', { url: 'https://whitepaper.qcmall.io/v2?lang=en' });
    expect(framed).toHaveAttribute('href', target);
    expect(framed).not.toHaveAttribute('target');
    await user.click(framed);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target),
    );
  });

  it.each([
    ['absent', undefined],
    ['empty', []],
  ])('says so when there are no resources (%s)', async (_name, resources) => {
    await serveConfig({ resources });
    renderRoute('/pages/wallet/resources');
    expect(await screen.findByText('No resources yet')).toBeInTheDocument();
  });

  it('says when the connection fails, and retries when tapped', async () => {
    const base = await getPublicConfig();
    let broken = true;
    server.use(
      http.get(config, () =>
        broken
          ? HttpResponse.error()
          : HttpResponse.json({ code: 200, msg: '', data: { ...base, resources: RESOURCES } }),
      ),
    );
    const user = setupUser();
    renderRoute('/pages/wallet/resources');
    const retry = await screen.findByText('Tap to retry');
    broken = false;
    await user.click(retry);
    expect(await screen.findByText('Block explorer')).toBeInTheDocument();
  });
});

describe('Links to the figures and documents', () => {
  it('the chart page leads to issuance, circulation, the white paper and resources', async () => {
    useSession.getState().logout();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/chart');
    const figures = await screen.findByRole('navigation', { name: 'Issuance and circulation' });
    expect(within(figures).getByRole('link', { name: 'New issuance today' })).toHaveAttribute(
      'href',
      href('/pages/wallet/todayAdd'),
    );
    expect(within(figures).getByRole('link', { name: 'Circulation today' })).toHaveAttribute(
      'href',
      href('/pages/wallet/todayCirc'),
    );
    const documents = screen.getByRole('navigation', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'White paper' })).toHaveAttribute(
      'href',
      href('/pages/wallet/whitePaper'),
    );
    await user.click(within(documents).getByRole('link', { name: 'Resources' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('/pages/wallet/resources')));
  });

  it('the wallet home leads there too', async () => {
    await signInWalletUser('oliver');
    renderRoute('/pages/wallet/index');
    const figures = await screen.findByRole('navigation', { name: 'Issuance and circulation' });
    expect(within(figures).getByRole('link', { name: 'New issuance today' })).toBeInTheDocument();
    const documents = screen.getByRole('navigation', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      href('/pages/wallet/resources'),
    );
  });
});
