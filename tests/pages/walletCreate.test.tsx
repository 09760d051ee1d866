import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import type { CreatedWallet } from '../../src/api/wallet/wallet';
import { phraseFor } from '../../src/mocks/handlers/wallet/db/openWallet';
import { lockPhrase, unlockPhrase } from '../../src/features/wallet/phraseVault';
import { useWalletStore } from '../../src/stores/wallet';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies, signInDemo } from './myMoneyFixtures';
import { freezeWalletClock, openTestWallet, recordAnswers, walletsOfUser } from './walletBackend';

const W = endpoints.Wallet;

type User = ReturnType<typeof setupUser>;

freezeWalletClock();

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
async function answerQuiz(user: User, phrase: string[], { wrongFirst = false } = {}) {
  const groups = await screen.findAllByRole('radiogroup', { name: /^Word #\d+$/ });
  expect(groups).toHaveLength(3);
  for (const [index, group] of groups.entries()) {
    const number = Number(/#(\d+)/.exec(group.getAttribute('aria-label') ?? '')?.[1]);
    const right = phrase[number - 1] ?? '';
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

/** An account of the signed-in demo, opened in the fake database, and the phrase its creation would answer. */
function demoAccountWithPhrase() {
  const wallet = openTestWallet();
  return { wallet, phrase: phraseFor(wallet.uid, wallet.id, wallet.createTime).split(' ') };
}

describe('creating a wallet account', () => {
  it('refuses an empty name before asking anything', async () => {
    const grant = await demoWithPayPassword();
    const created = recordBodies(W.create);
    const user = setupUser();
    renderRoute('/pages/wallet/create');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a name of 1 to 20 characters');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(created).toHaveLength(0);
    expect(walletsOfUser(grant.userInfo.uid)).toHaveLength(0);
  });

  it('without a payment password, leads to setting one', async () => {
    const grant = await signInDemo();
    const created = recordBodies(W.create);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/create');
    await user.type(await screen.findByLabelText('Account name'), 'Main');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = (await screen.findByText('No payment password set')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(created).toHaveLength(0);
    expect(walletsOfUser(grant.userInfo.uid)).toHaveLength(0);
  });

  it('keeps the main phrase encrypted, hides it until revealed, and a failed quiz can be passed again', async () => {
    const grant = await demoWithPayPassword();
    const sent = recordBodies(W.create);
    const answers = recordAnswers<CreatedWallet>(W.create);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/create');
    await createAccount(user, 'Main');

    await screen.findByRole('button', { name: 'Reveal' });
    expect(sent).toEqual([{ name: 'Main', pay_password: PAY_PASSWORD }]);
    const [main, ...others] = walletsOfUser(grant.userInfo.uid);
    expect(others).toHaveLength(0);
    expect(main).toMatchObject({ name: 'Main', isMain: true });
    await waitFor(() => expect(answers).toHaveLength(1));
    const mnemonic = answers[0]?.mnemonic ?? '';
    const phrase = mnemonic.split(' ');
    expect(phrase).toHaveLength(12);
    const first = phrase[0] ?? '';
    const id = main?.id ?? 0;
    const cipher = useWalletStore.getState().pendingBackups[id] ?? '';
    expect(cipher).not.toContain(first);
    expect(unlockPhrase(cipher, PAY_PASSWORD)).toEqual(phrase);
    expect(JSON.stringify(localStorage)).not.toContain(mnemonic);
    expect(JSON.stringify(localStorage)).not.toContain(phrase.slice(0, 2).join(' '));
    expect(screen.queryByText(first)).not.toBeInTheDocument();
    expect(screen.getByText('Anyone with these words owns the wallet.')).toBeInTheDocument();
    expect(screen.getByText('Our staff will never ask for them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    const words = within(screen.getByRole('list', { name: 'Recovery phrase' })).getAllByRole('listitem');
    expect(words.map((word) => word.textContent)).toEqual(phrase.map((word, i) => `${i + 1}${word}`));

    await user.click(screen.getByRole('button', { name: 'I have written it down' }));
    await answerQuiz(user, phrase, { wrongFirst: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not right');
    expect(useWalletStore.getState().pendingBackups[id]).toBeDefined();

    await answerQuiz(user, phrase);
    expect(await screen.findByRole('region', { name: 'Phrase backed up' })).toBeInTheDocument();
    expect(useWalletStore.getState().pendingBackups[id]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'To the wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    expect(await screen.findByRole('button', { name: 'Switch account (now Main)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back up your recovery phrase/ })).not.toBeInTheDocument();
  }, 10_000);

  it('copies the phrase and clears the clipboard a minute later', async () => {
    await demoWithPayPassword();
    const answers = recordAnswers<CreatedWallet>(W.create);
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
    const mnemonic = answers[0]?.mnemonic;
    expect(mnemonic).toEqual(expect.any(String));
    await waitFor(() => expect(writes).toEqual([mnemonic]));
    const clear = timeouts.mock.calls.find(([, ms]) => ms === 60_000);
    expect(clear).toBeDefined();
    (clear?.[0] as () => void)();
    expect(writes).toEqual([mnemonic, '']);
    timeouts.mockRestore();
  });

  it('leaving before the quiz keeps the reminder on the wallet home', async () => {
    await demoWithPayPassword();
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
    const { wallet, phrase } = demoAccountWithPhrase();
    useWalletStore.getState().keepPendingBackup(wallet.id, lockPhrase(phrase, PAY_PASSWORD));
    const user = setupUser();
    const { router } = renderRoute(`/pages/wallet/create?backup=${wallet.id}`);
    await user.click(await screen.findByRole('button', { name: 'Enter payment password' }));
    await screen.findByRole('dialog', { name: 'Unlock your phrase' });
    await tapDigits(user, '246802');
    expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    expect(screen.queryByText(phrase[0] ?? '')).not.toBeInTheDocument();

    await tapDigits(user, PAY_PASSWORD);
    await user.click(await screen.findByRole('button', { name: 'Reveal' }));
    await user.click(screen.getByRole('button', { name: 'I have written it down' }));
    await answerQuiz(user, phrase);
    await user.click(await screen.findByRole('button', { name: 'To the wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    expect(useWalletStore.getState().pendingBackups[wallet.id]).toBeUndefined();
    await screen.findByRole('button', { name: 'Switch account (now Main)' });
    expect(screen.queryByRole('button', { name: /Back up your recovery phrase/ })).not.toBeInTheDocument();
  });

  it('a backup already done says so', async () => {
    await demoWithPayPassword();
    const { wallet } = demoAccountWithPhrase();
    renderRoute(`/pages/wallet/create?backup=${wallet.id}`);
    expect(await screen.findByText('Nothing to back up here')).toBeInTheDocument();
  });

  it('a later account has no phrase: back to the wallet with it chosen', async () => {
    const grant = await demoWithPayPassword();
    const { phrase } = demoAccountWithPhrase();
    const answers = recordAnswers<CreatedWallet>(W.create);
    useWalletStore.getState().keepPendingBackup(99, lockPhrase(phrase, PAY_PASSWORD));
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/create');
    await createAccount(user, 'Travel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    const created = walletsOfUser(grant.userInfo.uid)[1];
    expect(created).toMatchObject({ name: 'Travel', isMain: false });
    expect(answers).toEqual([expect.objectContaining({ id: created?.id, mnemonic: null })]);
    expect(useWalletStore.getState().selectedId).toBe(created?.id);
    expect(useWalletStore.getState().pendingBackups[created?.id ?? 0]).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Switch account (now Travel)' })).toBeInTheDocument();
  });
});
