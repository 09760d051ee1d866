import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getPublicConfig, type Banner } from '../../src/api/config';
import { getScrollList } from '../../src/api/draws/treasure';
import { server } from '../../src/mocks/node';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './detailsFixtures';
import { answer, recordCalls } from './treasureServer';

// The hall and its lazy chunks, loaded up front: a slow first import must not eat a test's waiting time.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/store/home/Home'),
    import('../../src/features/store/home/LoginPrompt'),
  ]);
});

const banner = (id: number, link: string): Banner => ({
  id,
  title: `Promotion ${id}`,
  subtitle: `Details of promotion ${id}`,
  image: `https://cdn.example/banner-${id}.png`,
  width: 750,
  height: 300,
  link,
});

/** Public/getConfig answers as the fake backend does, with these promotions. */
async function serveBanners(banners: Banner[]) {
  const config = await getPublicConfig();
  server.use(
    http.get(`*${endpoints.Public.getConfig.path}`, () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { ...config, banners } }),
    ),
  );
}

/** The hall, once its products are in (the first render of a file is slow on a loaded machine). */
async function renderHall() {
  const view = renderRoute('/');
  await within(await screen.findByRole('tabpanel')).findAllByRole('link');
  return view;
}

const promotions = () => screen.findByRole('region', { name: 'Promotions' });

describe('home promotions', () => {
  it('shows each promotion with its text over its picture, and opens only routes of the app', async () => {
    const user = setupUser();
    await serveBanners([
      banner(1, '/pages/index/index?tab=box'),
      banner(2, 'https://elsewhere.example/sale'),
      banner(3, '/pages/index/nowhere'),
    ]);
    const { router } = await renderHall();
    const carousel = within(await promotions());
    const slides = carousel.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(slides[0]!).getByText('Promotion 1')).toBeInTheDocument();
    expect(within(slides[0]!).getByText('Details of promotion 1')).toBeInTheDocument();
    expect(slides[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/banner-1.png');
    expect(slides[1]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/banner-2.png');
    // The third's picture is asked for when the second is shown.
    expect(slides[2]!.querySelector('img')).not.toHaveAttribute('src');

    // Only the internal one is a link; the others are pictures that lead nowhere.
    expect(carousel.getAllByRole('link')).toHaveLength(1);
    expect(within(slides[1]!).queryByRole('link')).toBeNull();
    expect(within(slides[2]!).queryByRole('link')).toBeNull();

    await user.click(carousel.getByRole('link', { name: /Promotion 1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=box'));
    expect(router.state.location.pathname).toBe('/pages/index/index');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("asks a guest to sign in before a promotion's members-only page, and lets a member through", async () => {
    const user = setupUser();
    await serveBanners([banner(1, '/pages/my/signIn')]);
    const guest = await renderHall();
    await user.click(within(await promotions()).getByRole('link', { name: /Promotion 1/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/pages/login/index'));
    expect(guest.router.state.location.search).toBe('?route=%2Fpages%2Fmy%2FsignIn');
    guest.unmount();

    await signInDemo();
    const member = await renderHall();
    await user.click(within(await promotions()).getByRole('link', { name: /Promotion 1/ }));
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/pages/my/signIn'));
  });

  it('has no carousel, nor the place held for one, when there are no promotions', async () => {
    await serveBanners([]);
    const { container } = await renderHall();
    await waitFor(() => expect(container.querySelector('.home-banners')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });
});

describe('home ticker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on a line every three seconds, drawing the next line ahead, and in the end lists every entry', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const news = await getScrollList();
    expect(news.length).toBeGreaterThan(3);
    const lineOf = (entry: (typeof news)[number]) =>
      `${entry.nickName} ${entry.kind === 'win' ? 'won' : 'bought'} ${entry.goodsName}`;
    renderRoute('/');
    const ticker = within(await screen.findByRole('region', { name: 'Latest wins' }));
    const list = await ticker.findByRole('list');
    const lines = () =>
      within(list)
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    // The line on screen and the next: the rest are not laid out on home's first frame.
    expect(lines()).toEqual(news.slice(0, 2).map(lineOf));
    expect(list.style.getPropertyValue('--ticker-line')).toBe('');
    act(() => vi.advanceTimersByTime(3000));
    expect(list.style.getPropertyValue('--ticker-line')).toBe('1');
    expect(lines()).toEqual(news.slice(0, 3).map(lineOf));
    act(() => vi.advanceTimersByTime(3000));
    expect(list.style.getPropertyValue('--ticker-line')).toBe('2');
    // Once the last line is up, every entry is listed, and the copy of the first (hidden) follows it.
    act(() => vi.advanceTimersByTime(3000 * (news.length - 3)));
    expect(list.style.getPropertyValue('--ticker-line')).toBe(String(news.length - 1));
    expect(lines()).toEqual(news.map(lineOf));
    expect(list.querySelectorAll('li')).toHaveLength(news.length + 1);
    expect(list.lastElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('says so when nobody has won yet', async () => {
    answer('GetScrollList', []);
    renderRoute('/');
    const ticker = within(await screen.findByRole('region', { name: 'Latest wins' }));
    expect(await ticker.findByText('No wins yet')).toBeInTheDocument();
  });
});

describe('home with the server out of reach', () => {
  it("keeps the mall's picture where the promotions go, and says in one line of the ticker and of the category bar what failed, each retrying when tapped", async () => {
    const user = setupUser();
    const down = [
      endpoints.Public.getConfig,
      endpoints.Treasure.GetScrollList,
      endpoints.Treasure.GetCategoryList,
    ];
    server.use(...down.map((endpoint) => http.get(`*${endpoint.path}`, () => HttpResponse.error())));
    const { container } = renderRoute('/');
    const ticker = within(await screen.findByRole('region', { name: 'Latest wins' }));
    const tickerRetry = await ticker.findByTestId('error-state');
    expect(tickerRetry).toHaveTextContent('Connection timed out');
    expect(tickerRetry).toHaveTextContent('Tap to retry');
    // One line: the strip keeps its height (nothing under it moves), not the page-sized block.
    expect(tickerRetry.querySelector('.state-block')).toHaveClass('is-inline');
    const categories = within(screen.getByRole('region', { name: 'Categories' }));
    expect((await categories.findByTestId('error-state')).querySelector('.state-block')).toHaveClass(
      'is-inline',
    );
    // The promotions' place keeps the mall's own picture rather than closing up.
    expect(container.querySelector('img.home-banner-brand')).not.toBeNull();

    server.resetHandlers();
    await user.click(tickerRetry);
    expect(await ticker.findByRole('list')).toBeInTheDocument();
    await user.click(categories.getByTestId('error-state'));
    expect(await categories.findByRole('button', { name: 'All' })).toBeInTheDocument();
  });

  it('shows what the server said, in the same one line, when it refuses', async () => {
    server.use(
      http.get(`*${endpoints.Treasure.GetScrollList.path}`, () =>
        HttpResponse.json({ code: 500, msg: 'The news is resting', data: null }),
      ),
    );
    renderRoute('/');
    const ticker = within(await screen.findByRole('region', { name: 'Latest wins' }));
    const line = await ticker.findByTestId('error-state');
    expect(line).toHaveTextContent('The news is resting');
    expect(line).toHaveTextContent('Tap to retry');
  });
});

describe('home search', () => {
  it("shows the store's goods that match in place of the hall, and Clear brings the hall back", async () => {
    const user = setupUser();
    const calls = recordCalls('GetGoodsList');
    const { router } = renderRoute('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the store' }), '  g-shock {Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?q=g-shock'));
    expect(router.state.historyAction).toBe('PUSH');
    const results = within(await screen.findByRole('region', { name: 'Results for “g-shock”' }));
    const links = await results.findAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent(/G-SHOCK/i);
    expect(calls.at(-1)?.get('keyword')).toBe('g-shock');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue('g-shock');

    await user.click(results.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    renderRoute('/pages/index/index?q=zzzz');
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zzzz');
  });
});
