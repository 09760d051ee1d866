import { screen, waitFor, within } from '@testing-library/react';
import { addressChunks } from '../../src/api/wallet/rules/walletAddress';
import { useWalletStore } from '../../src/stores/wallet';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './myMoneyFixtures';
import { freezeWalletClock, SEEDED_WALLETS, signInWalletUser } from './walletBackend';

const address = SEEDED_WALLETS.minjun.main;

freezeWalletClock();

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

const qrValue = () => screen.getByTestId('receive-qr').getAttribute('data-value');

describe('receiving', () => {
  it('shows the address as a QR code and in groups of four', async () => {
    await signInWalletUser('minjun');
    renderRoute('/pages/wallet/receive');
    const qr = within(await screen.findByTestId('receive-qr'));
    expect(qr.getByTitle('Scan to get the address')).toBeInTheDocument();
    expect(qrValue()).toBe(address);
    const chunks = screen.getByTestId('address-chunks');
    expect([...chunks.children].map((chunk) => chunk.textContent)).toEqual(addressChunks(address));
  });

  it('with an amount, the QR code is the payment-request link', async () => {
    await signInWalletUser('minjun');
    const user = setupUser();
    renderRoute('/pages/wallet/receive');
    await screen.findByTestId('receive-qr');
    await user.click(screen.getByText('QC'));
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await waitFor(() =>
      expect(qrValue()).toBe(
        `${window.location.origin}/pages/wallet/signature?to=${address}&symbol=QC&amount=12.50`,
      ),
    );
    expect(within(screen.getByTestId('receive-qr')).getByTitle('Scan to pay 12.50 QC')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await waitFor(() => expect(qrValue()).toBe(address));
  });

  it('shares with the system sheet where there is one', async () => {
    await signInWalletUser('minjun');
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = setupUser();
    renderRoute('/pages/wallet/receive');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My QC wallet address',
      text: address,
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('without a wallet, asks to create one first', async () => {
    await signInDemo();
    renderRoute('/pages/wallet/receive');
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});
