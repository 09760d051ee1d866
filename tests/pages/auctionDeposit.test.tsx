import { render, screen, within } from '@testing-library/react';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { DepositSheet } from '../../src/features/auctions/bid/DepositSheet';
import { setupUser } from '../render';

beforeEach(() => loadAreas(['auction']));

function open(deposit: number, balance: number) {
  const actions = { onConfirm: vi.fn(), onTopUp: vi.fn(), onClose: vi.fn() };
  render(<DepositSheet visible deposit={deposit} balance={balance} {...actions} />);
  return actions;
}

describe('the deposit confirmation', () => {
  it('states the amount to the cent, what comes back and what counts, and goes on to pay', async () => {
    const user = setupUser();
    const { onConfirm } = open(1234.5, 5000);
    const sheet = within(await screen.findByRole('dialog', { name: 'Pay the deposit' }));
    expect(sheet.getByTestId('deposit-amount')).toHaveTextContent('CN¥1,234.50');
    expect(
      sheet.getByText('If you do not win, it returns to your balance when the auction closes.'),
    ).toBeVisible();
    expect(sheet.getByText('If you win, it counts towards the price.')).toBeVisible();
    expect(sheet.getByText('Your balance: CN¥5,000.00')).toBeVisible();
    expect(sheet.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Pay CN¥1,234.50' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('never rounds the amount up, and writes it in the language', async () => {
    await switchLanguage('ru_ru');
    await loadAreas(['auction']);
    open(0.1 + 0.2, 10);
    const sheet = within(await screen.findByRole('dialog', { name: 'Внести залог' }));
    expect(sheet.getByTestId('deposit-amount').textContent).toBe('0,30\u00a0CN¥');
    expect(sheet.getByRole('button', { name: /^Оплатить 0,30\sCN¥$/ })).toBeInTheDocument();
  });

  it('short of the balance, says so and offers to top up', async () => {
    const user = setupUser();
    const { onTopUp } = open(500, 499.99);
    const sheet = within(await screen.findByRole('dialog', { name: 'Pay the deposit' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Your balance is less than the deposit');
    await user.click(sheet.getByRole('button', { name: 'Top up' }));
    expect(onTopUp).toHaveBeenCalledTimes(1);
  });
});
