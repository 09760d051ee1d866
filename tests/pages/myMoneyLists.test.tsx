import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import type { LedgerEntry, RechargeRecord } from '../../src/api/account/profile';
import type { ExchangeRecord } from '../../src/api/wallet/wallet';
import { server } from '../../src/mocks/node';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { servePages, signInDemo } from './myMoneyFixtures';

const P = endpoints.Profile;
const rows = () => screen.getAllByRole('article');

const recharge = (id: number, over: Partial<RechargeRecord> = {}): RechargeRecord => ({
  id,
  orderNo: `R${String(id).padStart(4, '0')}`,
  amount: 10 * id,
  type: id % 2 ? 'card' : 'usdt',
  status: 1,
  createTime: Date.UTC(2026, 0, 2, 8, id),
  ...over,
});

const ledger = (id: number, amount: number): LedgerEntry => ({
  id,
  asset: 'balance',
  title: `Entry ${id}`,
  amount,
  after: 1000 + amount,
  createTime: Date.UTC(2026, 0, 3, 9, id),
});

const exchange = (id: number): ExchangeRecord => ({
  id,
  from: 'balance',
  to: 'qc',
  wallet_id: null,
  amount: 100,
  received: 49,
  rate: 0.5,
  fee: 1,
  create_time: Date.UTC(2026, 0, 4),
});

describe('top-up records', () => {
  it('lists every top-up, 20 a page, with its method, order number and status', async () => {
    await signInDemo();
    scrollListsToEnd();
    const queries = servePages(
      P.GetRechargeList,
      Array.from({ length: 25 }, (_, i) => recharge(i + 1, { status: i === 0 ? 0 : i === 1 ? 2 : 1 })),
    );
    renderRoute('/pages/my/RechargeRecord');
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(queries.map((q) => [q.get('pageIndex'), q.get('pageSize'), q.get('type')])).toEqual([
      ['1', '20', null],
      ['2', '20', null],
    ]);
    const waiting = within(screen.getByRole('article', { name: 'R0001' }));
    expect(waiting.getByText('Waiting for payment')).toBeInTheDocument();
    expect(waiting.getByText('Bank card')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'View payment' })).toHaveAttribute(
      'href',
      '/pages/my/paddle?orderNo=R0001',
    );
    expect(within(screen.getByRole('article', { name: 'R0002' })).getByText('Failed')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'R0003' })).getByText('Paid')).toBeInTheDocument();
  });

  it('the card payments are the same list, asked for the card type only', async () => {
    await signInDemo();
    const queries = servePages(P.GetRechargeList, [recharge(1)]);
    renderRoute('/pages/my/paddleList');
    expect(await screen.findByRole('article', { name: 'R0001' })).toBeInTheDocument();
    expect(queries[0]?.get('type')).toBe('card');
  });

  it('says when there is nothing yet', async () => {
    await signInDemo();
    servePages(P.GetRechargeList, []);
    renderRoute('/pages/my/paddleList');
    expect(await screen.findByText('No card payments yet')).toBeInTheDocument();
  });

  it('shows loading, then an error with retry', async () => {
    await signInDemo();
    const user = setupUser();
    // Handlers added later answer first: the failure once, then the list.
    servePages(P.GetRechargeList, [recharge(1)]);
    server.use(
      http.get(
        `*${P.GetRechargeList.path}`,
        () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
        {
          once: true,
        },
      ),
    );
    renderRoute('/pages/my/RechargeRecord');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'R0001' })).toBeInTheDocument();
  });
});

describe('bills', () => {
  it('shows balance movements with signed, coloured amounts and the balance after', async () => {
    await signInDemo();
    servePages(P.GetExpendList, [ledger(1, 25.5), ledger(2, -12)]);
    renderRoute('/pages/my/bill');
    const credit = within(await screen.findByRole('article', { name: 'Entry 1' }));
    expect(credit.getByText('+CN¥25.50')).toHaveClass('money-in');
    expect(credit.getByText('After: CN¥1,025.50')).toBeInTheDocument();
    const debit = within(screen.getByRole('article', { name: 'Entry 2' }));
    expect(debit.getByText('\u2212CN¥12.00')).toHaveClass('money-out');
  });

  it('shows points whole, with their word, and the points after', async () => {
    await signInDemo();
    const points = (id: number, amount: number): LedgerEntry => ({
      ...ledger(id, amount),
      asset: 'points',
      after: 5000 + amount,
    });
    servePages(P.GetExpendList, [points(1, 10), points(2, -1)]);
    renderRoute('/pages/my/bill?asset=points');
    const credit = within(await screen.findByRole('article', { name: 'Entry 1' }));
    expect(credit.getByText('+10 points')).toHaveClass('money-in');
    expect(credit.getByText('After: 5,010 points')).toBeInTheDocument();
    const debit = within(screen.getByRole('article', { name: 'Entry 2' }));
    expect(debit.getByText('\u22121 point')).toHaveClass('money-out');
    expect(debit.getByText('After: 4,999 points')).toBeInTheDocument();
  });

  it('filters by kind, in the address, and pages 20 at a time', async () => {
    await signInDemo();
    scrollListsToEnd();
    const user = setupUser();
    const queries = servePages(
      P.GetExpendList,
      Array.from({ length: 21 }, (_, i) => ledger(i + 1, 1)),
    );
    const { router } = renderRoute('/pages/my/bill');
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(rows()).toHaveLength(21);
    expect(queries.map((q) => [q.get('asset'), q.get('pageIndex'), q.get('pageSize')])).toEqual([
      ['balance', '1', '20'],
      ['balance', '2', '20'],
    ]);

    await user.click(screen.getByText('Points'));
    await waitFor(() => expect(router.state.location.search).toBe('?asset=points'));
    await waitFor(() => expect(queries.at(-1)?.get('asset')).toBe('points'));
  });

  it('opens on the kind in the address, and says when it is empty', async () => {
    await signInDemo();
    const queries = servePages(P.GetExpendList, []);
    renderRoute('/pages/my/bill?asset=points');
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(queries[0]?.get('asset')).toBe('points');
  });
});

describe('exchange history', () => {
  it('lists exchanges with what went out and what came in', async () => {
    await signInDemo();
    const queries = servePages(endpoints.Wallet.exchangeLog, [exchange(1)]);
    renderRoute('/pages/my/exchangeHistory');
    const row = within(await screen.findByRole('article', { name: 'Balance to QC' }));
    expect(row.getByText('\u2212CN¥100.00')).toHaveClass('money-out');
    expect(row.getByText('+49.00 QC')).toHaveClass('money-in');
    expect(row.getByText('1 Balance = 0.5 QC')).toBeInTheDocument();
    expect(row.getByText('Fee: 1.00 QC')).toBeInTheDocument();
    expect(queries[0]?.get('pageSize')).toBe('20');
  });

  it('says when there is none', async () => {
    await signInDemo();
    servePages(endpoints.Wallet.exchangeLog, []);
    renderRoute('/pages/my/exchangeHistory');
    expect(await screen.findByText('No exchanges yet')).toBeInTheDocument();
  });
});
