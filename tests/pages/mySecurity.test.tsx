import { act, screen, waitFor } from '@testing-library/react';
import { signIn } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { createPayPassword } from '../../src/api/account/profile';
import { DOUBLE_TAP_MS } from '../../src/ui/money/useSendGuard';
import { cachedMe, renderRoute, setupUser } from '../render';
import { passcode, tapDigits } from '../keypad';
import { countRequests, signInDemo } from './detailsFixtures';

const P = endpoints.Profile;
const DEMO_PHONE = { phoneRegion: '+86', phoneNumber: '13800000000' };
const DEMO_PASSWORD = 'Demo1234';
/** The fake backend's answers to a wrong login password and a wrong payment password. */
const WRONG_PASSWORD_MESSAGE = 'Wrong password';
const WRONG_PAY_PASSWORD_MESSAGE = 'Wrong payment password';

type User = ReturnType<typeof setupUser>;

describe('change password', () => {
  const PATH = '/pages/my/changePwd';

  async function fill(user: User, values: { old: string; password: string; confirm: string }) {
    await user.type(await screen.findByPlaceholderText('Enter your current password'), values.old);
    await user.type(screen.getByPlaceholderText('8 to 16 characters'), values.password);
    await user.type(screen.getByPlaceholderText('Enter the new password again'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('shows a mismatch and a short password before sending anything', async () => {
    const user = setupUser();
    await signInDemo();
    const sent = countRequests(P.ModifyPassword.path);
    renderRoute(PATH);
    await fill(user, { old: DEMO_PASSWORD, password: 'Short1', confirm: 'Short2' });
    expect(await screen.findByText('Password must be 8 to 16 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(sent.count).toBe(0);
  });

  it('asks for the current password before sending', async () => {
    const user = setupUser();
    await signInDemo();
    const sent = countRequests(P.ModifyPassword.path);
    renderRoute(PATH);
    await screen.findByPlaceholderText('Enter your current password');
    await user.type(screen.getByPlaceholderText('8 to 16 characters'), 'NewPass123');
    await user.type(screen.getByPlaceholderText('Enter the new password again'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Enter your current password', { selector: '.adm-form-item-feedback-error' }),
    ).toBeInTheDocument();
    expect(sent.count).toBe(0);
  });

  it('shows the server refusing a wrong current password and stays', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute(PATH);
    await fill(user, { old: 'NotMyPass1', password: 'NewPass123', confirm: 'NewPass123' });
    expect(await screen.findByText(WRONG_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    await expect(signIn({ ...DEMO_PHONE, password: 'NewPass123' })).rejects.toThrow();
  });

  it('changes the password, says so and goes back; the new password signs in', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute(PATH);
    await fill(user, { old: DEMO_PASSWORD, password: 'NewPass123', confirm: 'NewPass123' });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/info'));
    await expect(signIn({ ...DEMO_PHONE, password: 'NewPass123' })).resolves.toHaveProperty('token');
  });
});

describe('payment password', () => {
  const PATH = '/pages/my/setPayPassword';

  const problem = () => screen.getByRole('alert');

  /** The keypad step with its prompt, keyboard open. */
  async function atKeypad(prompt: string) {
    expect(await screen.findByRole('heading', { name: prompt })).toBeInTheDocument();
    await waitFor(() => expect(passcode()).toHaveFocus());
  }

  async function enterLoginPassword(user: User, password: string) {
    await user.type(await screen.findByPlaceholderText('Enter your login password'), password);
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }

  it('refuses repeated and consecutive digits and a mismatch on the keypad, then creates 135790', async () => {
    const user = setupUser();
    await signInDemo();
    const sent = countRequests(P.CreatePayPassword.path);
    const { router } = renderRoute(`${PATH}?route=${encodeURIComponent('/pages/my/transfer')}`);

    await enterLoginPassword(user, DEMO_PASSWORD);
    expect(cachedMe().hasPayPassword).toBe(false);
    await atKeypad('Set a new 6-digit payment password');
    // The verify step's check of the login password.
    expect(sent.count).toBe(1);
    await tapDigits(user, '111111');
    expect(problem()).toHaveTextContent('The digits cannot all be the same');
    await tapDigits(user, '123456');
    expect(problem()).toHaveTextContent('The digits cannot run in order, like 123456 or 654321');
    await tapDigits(user, '654321');
    expect(problem()).toHaveTextContent('The digits cannot run in order, like 123456 or 654321');

    await tapDigits(user, '135790');
    await atKeypad('Enter the new payment password again');
    await tapDigits(user, '135791');
    expect(problem()).toHaveTextContent('The two entries do not match, please set it again');
    await atKeypad('Set a new 6-digit payment password');
    expect(sent.count).toBe(1);

    await tapDigits(user, '135790');
    await atKeypad('Enter the new payment password again');
    await tapDigits(user, '135790');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/transfer'));
    expect(sent.count).toBe(2);
    expect(cachedMe().hasPayPassword).toBe(true);
  });

  it('refuses a wrong login password at the verify step, before any digit is asked', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute(PATH);
    await enterLoginPassword(user, 'NotMyPass1');
    expect(await screen.findByText(WRONG_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your login password')).toHaveValue('NotMyPass1');
    expect(screen.queryByRole('heading', { name: 'Set a new 6-digit payment password' })).toBeNull();
    expect(router.state.location.pathname).toBe(PATH);

    await user.clear(screen.getByPlaceholderText('Enter your login password'));
    // A person's second tap comes later than the double-tap window.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, DOUBLE_TAP_MS)));
    await enterLoginPassword(user, DEMO_PASSWORD);
    await atKeypad('Set a new 6-digit payment password');
  });

  it('changes it with the current one; a wrong current one is refused by the server', async () => {
    const user = setupUser();
    await signInDemo();
    await createPayPassword({ password: DEMO_PASSWORD, payPassword: '135790' });
    const { router } = renderRoute(PATH);

    await atKeypad('Enter your current payment password');
    await tapDigits(user, '246802');
    await atKeypad('Set a new 6-digit payment password');
    await tapDigits(user, '975310');
    await atKeypad('Enter the new payment password again');
    await tapDigits(user, '975310');
    expect(await screen.findByText(WRONG_PAY_PASSWORD_MESSAGE)).toBeInTheDocument();
    await atKeypad('Enter your current payment password');

    await tapDigits(user, '135790');
    await atKeypad('Set a new 6-digit payment password');
    await tapDigits(user, '975310');
    await atKeypad('Enter the new payment password again');
    await tapDigits(user, '975310');
    expect(await screen.findByText('Payment password changed')).toBeInTheDocument();
    // Opened directly, there is no page behind it in the app: back means the info page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/info'));
    expect(cachedMe().hasPayPassword).toBe(true);
  });

  it('never follows a route that leaves the app', async () => {
    const user = setupUser();
    await signInDemo();
    await createPayPassword({ password: DEMO_PASSWORD, payPassword: '135790' });
    const { router } = renderRoute(`${PATH}?route=${encodeURIComponent('https://evil.example/steal')}`);
    await atKeypad('Enter your current payment password');
    await tapDigits(user, '135790');
    await atKeypad('Set a new 6-digit payment password');
    await tapDigits(user, '975310');
    await atKeypad('Enter the new payment password again');
    await tapDigits(user, '975310');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
