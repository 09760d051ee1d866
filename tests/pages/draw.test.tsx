import { screen } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { issueDetail, issueOnSale, serveIssue, signInDemo } from './detailsFixtures';
import type { DrawResult } from '../../src/api/draws/treasure';

const result = (over: Partial<DrawResult> = {}): DrawResult => ({
  winNumber: '10000007',
  participants: 12,
  totalUnits: 100,
  boughtUnits: 3,
  prizeValue: 100,
  originalPrice: 129,
  winner: { uid: 424242, nickName: '<b>Lucky</b>', avatar: '' },
  drawTime: Date.UTC(2025, 0, 2, 3, 4),
  ...over,
});

const drawn = (over: Partial<DrawResult> = {}) =>
  issueDetail({
    status: 2,
    soldUnits: 100,
    myUnits: 3,
    myNumbers: ['10000006', '10000007', '10000008'],
    result: result(over),
  });

describe('draw result', () => {
  it('shows an issue on sale as waiting for the draw, with its progress', async () => {
    const issue = await issueOnSale('treasure');
    renderRoute(`/pages/index/draw?id=${issue.id}`);
    expect(await screen.findByRole('heading', { name: 'Waiting for the draw' })).toBeInTheDocument();
    expect(screen.getByText(`${issue.soldUnits} / ${issue.totalUnits} units bought`)).toBeInTheDocument();
    expect(screen.queryByText('Winning number')).toBeNull();
    expect(screen.getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      `/pages/index/details?type=treasure&id=${issue.id}`,
    );
  });

  it('shows a sold-out issue not drawn yet as waiting', async () => {
    serveIssue(issueDetail({ status: 1, soldUnits: 100 }));
    renderRoute('/pages/index/draw?id=9001');
    expect(await screen.findByRole('heading', { name: 'Waiting for the draw' })).toBeInTheDocument();
    expect(screen.getByText('100 / 100 units bought')).toBeInTheDocument();
  });

  it('tells the winner they won and highlights the winning number among theirs', async () => {
    const grant = await signInDemo();
    const me = grant.userInfo;
    serveIssue(drawn({ winner: { uid: me.uid, nickName: me.nickName, avatar: '' } }));
    renderRoute('/pages/index/draw?id=9001');
    expect(await screen.findByRole('heading', { name: 'Congratulations, you won!' })).toBeInTheDocument();
    expect(screen.getByText('Number 10000007 won Test Watch.')).toBeInTheDocument();
    const winning = screen.getByText('(winning number)').closest('li');
    expect(winning).toHaveTextContent('10000007');
    expect(winning).toHaveClass('is-winning');
    expect(screen.getByText('10000006').closest('li')).not.toHaveClass('is-winning');
    expect(screen.getByText('Units you bought').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Prize value').nextElementSibling).toHaveTextContent('CN¥100.00');
    expect(screen.getByText('Original price').nextElementSibling).toHaveTextContent('CN¥129.00');
  });

  it('tells a participant who did not win, and shows the winner as text', async () => {
    await signInDemo();
    serveIssue(drawn());
    renderRoute('/pages/index/draw?id=9001');
    expect(await screen.findByRole('heading', { name: 'Not won this time' })).toBeInTheDocument();
    expect(screen.getByText('<b>Lucky</b>')).toBeInTheDocument();
    expect(screen.getByText('Winning number').nextElementSibling).toHaveTextContent('10000007');
    expect(screen.getByText('Participants').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Total units').nextElementSibling).toHaveTextContent('100');
  });

  it('shows a guest the drawn result without a won or lost banner', async () => {
    serveIssue(drawn());
    renderRoute('/pages/index/draw?id=9001');
    expect(await screen.findByRole('heading', { name: 'Drawn' })).toBeInTheDocument();
    expect(screen.getByText('The winning number is 10000007.')).toBeInTheDocument();
  });

  it('shows an ended issue as refunded', async () => {
    serveIssue(issueDetail({ status: 3, endTime: Date.UTC(2025, 0, 1) }));
    renderRoute('/pages/index/draw?id=9001');
    expect(await screen.findByRole('heading', { name: 'Ended' })).toBeInTheDocument();
    expect(
      screen.getByText('This issue closed without a draw and every unit was refunded.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then an error with retry', async () => {
    const user = setupUser();
    serveIssue(null, 500, 'Server busy');
    renderRoute('/pages/index/draw?id=9001');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    serveIssue(issueDetail());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for the draw' })).toBeInTheDocument();
  });

  it('shows "not found" for a bad id', async () => {
    renderRoute('/pages/index/draw?id=0');
    expect(await screen.findByText('Issue not found')).toBeInTheDocument();
  });

  it('shows "not found" when the server has no such issue', async () => {
    renderRoute('/pages/index/draw?id=987654');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Issue not found');
  });
});
