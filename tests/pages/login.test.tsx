import type { ReactNode } from 'react';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cachedMe, renderRoute, setupUser } from '../render';
import { useBaseSettings } from '../../src/api/config';
import { useSession } from '../../src/stores/session';
import { useSettings } from '../../src/stores/settings';

async function signInForm() {
  await screen.findByRole('heading', { name: 'Sign in' });
  return within(document.querySelector('.adm-tabs-content') as HTMLElement);
}

describe('login page', () => {
  it('signs in the demo account and returns to the safe route', async () => {
    const user = setupUser();
    const { router } = renderRoute('/pages/login/index?route=%2Fpages%2Fmy%2Finfo');
    const form = await signInForm();
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '13800000000');
    await user.type(form.getByPlaceholderText('8–16 characters'), 'Demo1234');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/info'));
    expect(useSession.getState().uid).not.toBe(0);
    // The grant's user is the app's copy at once.
    expect(cachedMe()).toMatchObject({ uid: useSession.getState().uid, phoneNumber: '13800000000' });
    expect(await screen.findByText('Login success')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example'])('never follows the unsafe route %s', async (route) => {
    const user = setupUser();
    const { router } = renderRoute(`/pages/login/index?route=${encodeURIComponent(route)}`);
    const form = await signInForm();
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '13800000000');
    await user.type(form.getByPlaceholderText('8–16 characters'), 'Demo1234');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reads the area codes (with names per language), open payment methods and sys_config from the server settings', async () => {
    const { queryClient } = renderRoute('/pages/login/index');
    await signInForm();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBaseSettings((settings) => settings), { wrapper });
    await waitFor(() =>
      expect(result.current.phoneRegions).toContainEqual(
        expect.objectContaining({
          code: '+55',
          name: expect.objectContaining({ en_us: 'Brazil', zh_cn: '巴西' }),
        }),
      ),
    );
    await waitFor(() => expect(result.current.rechargeTypes.length).toBeGreaterThan(0));
    expect(result.current.rechargeTypes.every((entry) => entry.open === 1)).toBe(true);
    expect(result.current.sysConfig.seller_open_balance).toBe(200);
  });

  it('shows the server message for a wrong password and stays signed out', async () => {
    const user = setupUser();
    renderRoute('/pages/login/index');
    const form = await signInForm();
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '13800000000');
    await user.type(form.getByPlaceholderText('8–16 characters'), 'Wrong1234');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/wrong phone number or password/i)).toBeInTheDocument();
    expect(useSession.getState().uid).toBe(0);
  });

  it('checks the password length before sending', async () => {
    const user = setupUser();
    renderRoute('/pages/login/index');
    const form = await signInForm();
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '13800000000');
    await user.type(form.getByPlaceholderText('8–16 characters'), 'short');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be 8 to 16 characters')).toBeInTheDocument();
  });

  it('registers with a prefilled invitation code only after the agreement is ticked', async () => {
    const user = setupUser();
    useSettings.getState().update({ inviteCode: 'QC2026' });
    const { router } = renderRoute('/pages/login/index?tab=register&route=%2Fpages%2Fmy%2Findex');
    await screen.findByRole('heading', { name: 'Sign in' });
    const panes = document.querySelectorAll('.adm-tabs-content');
    const form = within(panes[panes.length - 1] as HTMLElement);
    expect(form.getByPlaceholderText('Enter invitation code')).toHaveValue('QC2026');
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '13912345678');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(form.getByPlaceholderText('8–16 characters'), 'Secret123');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please read and tick the User Agreement and Privacy Policy'),
    ).toBeInTheDocument();
    expect(useSession.getState().uid).toBe(0);
    await user.click(form.getByRole('checkbox'));
    await user.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/index'));
    expect(useSession.getState().uid).not.toBe(0);
  });

  it('resets a forgotten password with a code', async () => {
    const user = setupUser();
    const { router } = renderRoute('/pages/login/forget');
    await screen.findByRole('heading', { name: 'Reset password' });
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '13800000000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByPlaceholderText('8–16 characters'), 'NewPass123');
    await user.type(screen.getByPlaceholderText('Enter the password again'), 'NewPass124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Enter the password again'));
    await user.type(screen.getByPlaceholderText('Enter the password again'), 'NewPass123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
  });
});
