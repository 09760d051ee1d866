import { screen, waitFor, within } from '@testing-library/react';
import { lockPhrase, unlockPhrase } from '../../src/pages/wallet/components/phraseVault';
import { useWalletStore } from '../../src/stores/wallet';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, signInDemo } from './myMoneyFixtures';
import { MNEMONIC, MNEMONIC_WORDS, serveWallet } from './walletFixtures';

type User = ReturnType<typeof setupUser>;

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

async function createAccount(user: User, name: string) {
  await user.type(await screen.findByLabelText('Account name'), name);
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await screen.findByRole('dialog', { name: 'Confirm with your payment password' });
  await tapDigits(user, PAY_PASSWORD);
}

/** Picks, for each question on screen, the right word (or a wrong one for the first when `wrongFirst`). */
async function answerQuiz(user: User, { wrongFirst = false } = {}) {
  const groups = await screen.findAllByRole('radiogroup', { name: /^Word #\d+$/ });
  expect(groups).toHaveLength(3);
  for (const [index, group] of groups.entries()) {
    const number = Number(/#(\d+)/.exec(group.getAttribute('aria-label') ?? '')?.[1]);
    const right = MNEMONIC_WORDS[number - 1] ?? '';
    const choices = within(group).getAllByRole('radio');
    expect(choices).toHaveLength(6);
    const pick =
      wrongFirst && index === 0
        ? choices.find((radio) => (radio as HTMLInputElement).value !== right)
        : choices.find((radio) => (radio as HTMLInputElement).value === right);
    if (!pick) throw new Error('no choice to pick');
    await user.click(pick);
  }
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('creating a wallet account', () => {
  it('refuses an empty name before asking anything', async () => {
    await demoWithPayPassword();
    const fake = serveWallet();
    const user = setupUser();
    renderRoute('/pages/wallet/create');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a name of 1 to 20 characters');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls.create).toHaveLength(0);
  });

  it('without a payment password, leads to setting one', async () => {
    await signInDemo();
    const fake = serveWallet();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/create');
    await user.type(await screen.findByLabelText('Account name'), 'Main');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = (await screen.findByText('No payment password set')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(fake.calls.create).toHaveLength(0);
  });

  it('keeps the main phrase encrypted, hides it until revealed, and a failed quiz can be passed again', async () => {
    await demoWithPayPassword();
    const fake = serveWallet();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/create');
    await createAccount(user, 'Main');

    await screen.findByRole('button', { name: 'Reveal' });
    expect(fake.calls.create).toEqual([{ name: 'Main', pay_password: PAY_PASSWORD }]);
    const id = fake.accounts[0]?.account.id ?? 0;
    const cipher = useWalletStore.getState().pendingBackups[id] ?? '';
    expect(cipher).not.toContain('abandon');
    expect(unlockPhrase(cipher, PAY_PASSWORD)).toEqual(MNEMONIC_WORDS);
    expect(JSON.stringify(localStorage)).not.toContain('abandon');
    expect(screen.queryByText('abandon')).not.toBeInTheDocument();
    expect(screen.getByText('Anyone with these words owns the wallet.')).toBeInTheDocument();
    expect(screen.getByText('Our staff will never ask for them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    const words = within(screen.getByRole('list', { name: 'Recovery phrase' })).getAllByRole('listitem');
    expect(words.map((word) => word.textContent)).toEqual(MNEMONIC_WORDS.map((word, i) => `${i + 1}${word}`));

    await user.click(screen.getByRole('button', { name: 'I have written it down' }));
    await answerQuiz(user, { wrongFirst: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not right');
    expect(useWalletStore.getState().pendingBackups[id]).toBeDefined();

    await answerQuiz(user);
    expect(await screen.findByRole('region', { name: 'Phrase backed up' })).toBeInTheDocument();
    expect(useWalletStore.getState().pendingBackups[id]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'To the wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    expect(screen.queryByRole('button', { name: /Back up your recovery phrase/ })).not.toBeInTheDocument();
  });

  it('copies the phrase and clears the clipboard a minute later', async () => {
    await demoWithPayPassword();
    serveWallet();
    const user = setupUser();
    const writes: string[] = [];
    const writeText = vi.fn((text: string) => {
      writes.push(text);
      return Promise.resolve();
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const timeouts = vi.spyOn(window, 'setTimeout');
    renderRoute('/pages/wallet/create');
    await createAccount(user, 'Main');
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writes).toEqual([MNEMONIC]));
    const clear = timeouts.mock.calls.find(([, ms]) => ms === 60_000);
    expect(clear).toBeDefined();
    (clear?.[0] as () => void)();
    expect(writes).toEqual([MNEMONIC, '']);
    timeouts.mockRestore();
  });

  it('leaving before the quiz keeps the reminder on the wallet home', async () => {
    await demoWithPayPassword();
    serveWallet();
    const user = setupUser();
    const first = renderRoute('/pages/wallet/create');
    await createAccount(user, 'Main');
    await screen.findByRole('button', { name: 'Reveal' });
    first.unmount();

    renderRoute('/pages/wallet/index');
    expect(await screen.findByRole('button', { name: /Back up your recovery phrase/ })).toBeInTheDocument();
  });

  it('the backup later asks the password: a wrong one shows nothing, the right one leads to the quiz', async () => {
    await demoWithPayPassword();
    const fake = serveWallet({ accounts: 1 });
    const id = fake.accounts[0]?.account.id ?? 0;
    useWalletStore.getState().keepPendingBackup(id, lockPhrase(MNEMONIC_WORDS, PAY_PASSWORD));
    const user = setupUser();
    const { router } = renderRoute(`/pages/wallet/create?backup=${id}`);
    await user.click(await screen.findByRole('button', { name: 'Enter payment password' }));
    await screen.findByRole('dialog', { name: 'Unlock your phrase' });
    await tapDigits(user, '246802');
    expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    expect(screen.queryByText('abandon')).not.toBeInTheDocument();

    await tapDigits(user, PAY_PASSWORD);
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('button', { name: 'I have written it down' }));
    await answerQuiz(user);
    await user.click(await screen.findByRole('button', { name: 'To the wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    expect(useWalletStore.getState().pendingBackups[id]).toBeUndefined();
    await screen.findByRole('button', { name: 'Switch account (now Main)' });
    expect(screen.queryByRole('button', { name: /Back up your recovery phrase/ })).not.toBeInTheDocument();
  });

  it('a backup already done says so', async () => {
    await demoWithPayPassword();
    serveWallet({ accounts: 1 });
    renderRoute('/pages/wallet/create?backup=1');
    expect(await screen.findByText('Nothing to back up here')).toBeInTheDocument();
  });

  it('a later account has no phrase: back to the wallet with it chosen', async () => {
    await demoWithPayPassword();
    const fake = serveWallet({ accounts: 1 });
    useWalletStore.getState().keepPendingBackup(99, lockPhrase(MNEMONIC_WORDS, PAY_PASSWORD));
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/create');
    await createAccount(user, 'Travel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    const created = fake.accounts[1]?.account;
    expect(useWalletStore.getState().selectedId).toBe(created?.id);
    expect(useWalletStore.getState().pendingBackups[created?.id ?? 0]).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Switch account (now Travel)' })).toBeInTheDocument();
  });
});
