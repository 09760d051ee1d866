import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { InfiniteList } from '../../src/ui/state/InfiniteList';
import { pagedQuery } from '../../src/api/paging';
import type { Page } from '../../src/api/types';
import { scrollListsToEnd } from '../infiniteScroll';
import { setupUser } from '../render';

type FetchPage = (page: number, pageSize: number) => Promise<Page<number> | null>;

/** Numbers 0…total-1, served a page at a time. */
const numbers =
  (total: number): FetchPage =>
  (page, pageSize) => {
    const start = (page - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i);
    return Promise.resolve({ list, total });
  };

function renderList(fetchPage: FetchPage, emptyText?: string, firstRows?: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <InfiniteList<number>
        query={pagedQuery(['numbers'], ({ pageIndex, pageSize }) => fetchPage(pageIndex, pageSize))}
        itemKey={(n) => n}
        renderItem={(n) => <span>item {n}</span>}
        emptyText={emptyText}
        firstRows={firstRows}
      />
    </QueryClientProvider>,
  );
}

describe('InfiniteList', () => {
  it('shows the first page and waits for the reader to scroll before asking for more', async () => {
    const fetchPage = vi.fn(numbers(45));
    renderList(fetchPage);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('item 19')).toBeInTheDocument();
    expect(screen.queryByText('item 20')).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith(1, 20);
  });

  it('with firstRows, draws that many of the first page until its end comes in reach, then every row and the next page', async () => {
    // Out of reach: six rows of the twenty that came, and nothing more asked.
    const fetchPage = vi.fn(numbers(45));
    const first = renderList(fetchPage, undefined, 6);
    expect(await screen.findByText('item 5')).toBeInTheDocument();
    expect(screen.queryByText('item 6')).not.toBeInTheDocument();
    expect(first.container.querySelector('.list-end')).toHaveTextContent('Loading');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    first.unmount();

    // In reach (scrolled down): the rows held back are drawn, then the pages after, to the end.
    scrollListsToEnd();
    renderList(vi.fn(numbers(45)), undefined, 6);
    expect(await screen.findByText('item 19')).toBeInTheDocument();
    expect(await screen.findByText('item 44')).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
  });

  it('moves its loading dots only while a page is on its way (an idle end stays still)', async () => {
    // Out of reach: more to come, nothing asked, no animation (an animated SVG redraws every frame).
    const first = renderList(vi.fn(numbers(45)));
    await screen.findByText('item 19');
    const idleEnd = first.container.querySelector('.list-end');
    expect(idleEnd).toHaveTextContent('Loading');
    expect(idleEnd?.querySelector('.adm-dot-loading')).toBeNull();
    first.unmount();

    // In reach: page 2 is asked for and the dots move until it comes.
    scrollListsToEnd();
    let answer: (page: Page<number>) => void = () => undefined;
    const fetchPage = vi.fn<FetchPage>((page, size) =>
      page === 1 ? numbers(45)(page, size) : new Promise((resolve) => (answer = resolve)),
    );
    const second = renderList(fetchPage);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    const end = second.container.querySelector('.list-end');
    await waitFor(() => expect(end?.querySelector('.adm-dot-loading')).not.toBeNull());
    answer({ list: [20, 21], total: 22 });
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(end?.querySelector('.adm-dot-loading')).toBeNull();
  });

  it('asks for a page once when two lists of one query reach their ends together', async () => {
    // A second ask while a page is on its way would throw the first answer away and ask again.
    scrollListsToEnd();
    const fetchPage = vi.fn(
      (page: number, size: number) =>
        new Promise<Page<number> | null>((resolve) => setTimeout(() => resolve(numbers(45)(page, size)), 20)),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = pagedQuery(['numbers'], ({ pageIndex, pageSize }) => fetchPage(pageIndex, pageSize));
    const list = (name: string) => (
      <InfiniteList<number>
        query={query}
        itemKey={(n) => n}
        renderItem={(n) => <span>{`${name} ${n}`}</span>}
      />
    );
    render(
      <QueryClientProvider client={queryClient}>
        {list('first')}
        {list('second')}
      </QueryClientProvider>,
    );
    expect(await screen.findAllByText('No more')).toHaveLength(2);
    expect(screen.getByText('second 44')).toBeInTheDocument();
    expect(fetchPage.mock.calls).toEqual([
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
  });

  it('concatenates pages as it scrolls and stops at the total', async () => {
    scrollListsToEnd();
    const fetchPage = vi.fn(numbers(45));
    renderList(fetchPage);
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(screen.getByText('item 0')).toBeInTheDocument();
    expect(screen.getByText('item 20')).toBeInTheDocument();
    expect(screen.getByText('item 44')).toBeInTheDocument();
    expect(fetchPage.mock.calls).toEqual([
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
  });

  it('stops when a page comes back empty even if the total promised more', async () => {
    scrollListsToEnd();
    const fetchPage = vi.fn<FetchPage>((page) =>
      Promise.resolve({ list: page === 1 ? [1, 2] : [], total: 50 }),
    );
    renderList(fetchPage);
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state for a null page', async () => {
    renderList(() => Promise.resolve(null), 'Nothing here');
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
  });

  it('shows the error state with a retry that recovers when the first page fails', async () => {
    const user = setupUser();
    const fetchPage = vi
      .fn<FetchPage>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(numbers(3));
    renderList(fetchPage);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('item 2')).toBeInTheDocument();
  });

  it('keeps loaded items when page 2 fails and offers a retry that loads it', async () => {
    scrollListsToEnd();
    const user = setupUser();
    const serve = numbers(30);
    let failures = 1;
    const fetchPage = vi.fn<FetchPage>((page, size) =>
      page === 2 && failures-- > 0 ? Promise.reject(new Error('offline')) : serve(page, size),
    );
    renderList(fetchPage);
    const retry = await screen.findByRole('button', { name: 'Failed to load, tap to retry' });
    expect(screen.getByText('item 19')).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByText('item 29')).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
  });
});
