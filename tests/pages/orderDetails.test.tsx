import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '../../src/api/orders/orders';
import { renderRoute, setupUser } from '../render';
import { demo, O, recordQueries, serve } from './orderFixtures';

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

function crowdOrder(): OrderDetail {
  return {
    id: 9100,
    orderNo: 'C20260301009100',
    kind: 'crowd',
    goodsId: 3,
    goodsName: 'Crowd Test Phone',
    thumbnail: '',
    count: 100,
    amount: 100,
    payType: 'balance',
    payTime: Date.UTC(2026, 2, 1, 8),
    issueNumber: '00700002',
    winNumber: '10000150',
    drawState: 'won',
    itemState: 'unshipped',
    commented: false,
    createTime: Date.UTC(2026, 2, 1, 8),
    contact: null,
    numbers: ['10000149', '10000150', '10000151'],
    result: {
      winNumber: '10000150',
      participants: 7,
      totalUnits: 500,
      boughtUnits: 100,
      prizeValue: 999,
      originalPrice: 1299,
      winner: { uid: 1, nickName: 'QC Demo', avatar: '' },
      drawTime: Date.UTC(2026, 2, 1, 9),
    },
    recyclePrice: 799.2,
    shipment: null,
    deposit: null,
  };
}

describe('order details', () => {
  it('shows a mall order: number, payment, contact, sell-back value and its actions', async () => {
    const { rice } = await demo();
    renderRoute(`/pages/order/detailsBuy?id=${rice().id}`);
    expect(await screen.findByRole('heading', { name: rice().goodsName })).toBeInTheDocument();
    expect(fact('Order number')).toHaveTextContent(rice().orderNo);
    expect(fact('Payment method')).toHaveTextContent('Balance');
    expect(fact('Payment time')?.textContent).not.toBe('');
    expect(fact('Contact')).toHaveTextContent('张伟 +86 138****0000');
    expect(fact('Sell-back value')).toHaveTextContent('CN¥62.10');
    expect(screen.queryByText('Issue number', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Draw' })).toBeNull();
    for (const name of ['Request shipping', 'Sell back', 'Give as gift']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows a received mall order with its shipment, logistics and a review link', async () => {
    const { robot } = await demo();
    renderRoute(`/pages/order/detailsBuy?id=${robot().id}`);
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Shipping state').nextElementSibling).toHaveTextContent('Received');
    expect(within(shipment).getByText('Courier number').nextElementSibling).toHaveTextContent(/^QC\d{10}$/);
    expect(fact('Payment method')).toHaveTextContent('Points');
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/pages/order/evaluate?id=${robot().id}&kind=goods`,
    );
    expect(screen.getByRole('link', { name: 'View logistics' })).toHaveAttribute(
      'href',
      '/pages/my/logistics',
    );
  });

  it('shows a draw order: the user’s numbers with the winner highlighted, and the draw figures', async () => {
    const { voucher } = await demo();
    renderRoute(`/pages/order/detailsLottery?id=${voucher().id}`);
    const draw = await screen.findByRole('region', { name: 'Draw' });
    expect(draw).toHaveTextContent('1 participants · 10 units in total');
    const winNumber = voucher().winNumber ?? '';
    const winning = within(draw).getByText('(winning number)').closest('li');
    expect(winning).toHaveTextContent(winNumber);
    expect(winning).toHaveClass('is-winning');
    const other = winNumber === '10000001' ? '10000002' : '10000001';
    expect(within(draw).getByText(other)).not.toHaveClass('is-winning');
    expect(within(draw).getAllByRole('listitem')).toHaveLength(10);
    expect(fact('Issue number')).toHaveTextContent(voucher().issueNumber ?? '');
    expect(fact('Winning number')).toHaveTextContent(winNumber);
    expect(screen.getByText('Winning')).toBeInTheDocument();
    expect(screen.getByText('Unclaimed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  });

  it('shows a draw not drawn yet, and a lost one without actions', async () => {
    const { treasure, lost } = await demo();
    const pending = treasure.find((o) => o.drawState === 'pending');
    renderRoute(`/pages/order/detailsLottery?id=${pending?.id ?? 0}`);
    expect(await screen.findByText(/^Not drawn yet: /)).toBeInTheDocument();
    expect(fact('Winning number')).toHaveTextContent('Not drawn yet');
    expect(screen.getByText('To be drawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();

    renderRoute(`/pages/order/detailsLottery?id=${lost().id}`);
    expect(await screen.findByText('Not winning')).toBeInTheDocument();
  });

  it('shows a crowdfunding order from GetCrowdOrderInfo', async () => {
    await demo();
    const seen = recordQueries(O.GetCrowdOrderInfo);
    serve(O.GetCrowdOrderInfo, crowdOrder());
    renderRoute('/pages/order/detailsTally?id=9100');
    expect(await screen.findByRole('heading', { name: 'Crowd Test Phone' })).toBeInTheDocument();
    expect(seen[0]?.get('id')).toBe('9100');
    expect(screen.getByRole('region', { name: 'Draw' })).toHaveTextContent(
      '7 participants · 500 units in total',
    );
    expect(screen.getByText('(winning number)').closest('li')).toHaveTextContent('10000150');
    expect(fact('Contact')).toHaveTextContent('No approved address yet');
    expect(fact('Sell-back value')).toHaveTextContent('CN¥799.20');
  });

  it('folds a long list of numbers to three rows that keep the winning one, and unfolds it', async () => {
    await demo();
    const numbers = Array.from({ length: 100 }, (_, at) => String(10000101 + at));
    serve(O.GetCrowdOrderInfo, { ...crowdOrder(), numbers });
    const user = setupUser();
    renderRoute('/pages/order/detailsTally?id=9100');
    const draw = await screen.findByRole('region', { name: 'Draw' });
    expect(within(draw).getAllByRole('listitem')).toHaveLength(12);
    expect(within(draw).getByText('(winning number)').closest('li')).toHaveTextContent('10000150');
    await user.click(within(draw).getByRole('button', { name: 'Show all (100)' }));
    expect(within(draw).getAllByRole('listitem')).toHaveLength(100);
    await user.click(within(draw).getByRole('button', { name: 'Show less' }));
    expect(within(draw).getAllByRole('listitem')).toHaveLength(12);
  });

  it('claims a prize once, then offers the next step', async () => {
    const { voucher } = await demo();
    const claims = recordQueries(O.ClaimReward);
    const user = setupUser();
    renderRoute(`/pages/order/detailsLottery?id=${voucher().id}`);
    const claim = await screen.findByRole('button', { name: 'Claim' });
    await user.click(claim);
    await user.click(claim);
    const next = await screen.findByRole('dialog', { name: 'Claimed! What next?' });
    expect(claims).toHaveLength(1);
    expect(claims[0]?.get('id')).toBe(String(voucher().id));
    for (const name of ['Request shipping', 'Sell back', 'Give as gift', 'Keep for now']) {
      expect(within(next).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(next).getByRole('button', { name: 'Keep for now' }));
    expect(await screen.findByText('In storage')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(claims).toHaveLength(1);
  });

  it('says "not found" for a bad id, someone else’s order or the wrong kind', async () => {
    const { rice } = await demo();
    renderRoute('/pages/order/detailsBuy?id=abc');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Order not found');
    renderRoute(`/pages/order/detailsLottery?id=${rice().id}`);
    await waitFor(() => expect(screen.getAllByTestId('not-found')).toHaveLength(2));
  });

  it('shows loading, then an error with retry', async () => {
    const { rice } = await demo();
    serve(O.GetGoodsOrderInfo, null, 500, 'Server busy');
    const user = setupUser();
    renderRoute(`/pages/order/detailsBuy?id=${rice().id}`);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    const { server } = await import('../../src/mocks/node');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: rice().goodsName })).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    renderRoute('/pages/order/detailsBuy?id=1');
    expect(await screen.findByTestId('sign-in-state')).toBeInTheDocument();
  });
});
