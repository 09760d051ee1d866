import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { ADDRESS_REVIEW_MS } from '../../src/mocks/handlers/profile/db/addresses';
import { server } from '../../src/mocks/node';
import { REVIEW_POLL_MS } from '../../src/features/account/Addresses';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

const P = endpoints.Profile;
const PATH = '/pages/my/address';

type User = ReturnType<typeof setupUser>;

/** The demo starts with an approved address; these tests start from none. */
async function signInWithoutAddress() {
  const grant = await signInDemo();
  const state = db();
  state.addresses = state.addresses.filter((row) => row.uid !== grant.userInfo.uid);
  return grant;
}

async function fillForm(user: User, fields: { name: string; phone: string; address: string }) {
  const name = screen.getByPlaceholderText('Full name of the recipient');
  await user.clear(name);
  await user.type(name, fields.name);
  const phone = screen.getByRole('textbox', { name: 'Phone number' });
  await user.clear(phone);
  await user.type(phone, fields.phone);
  const address = screen.getByPlaceholderText('Street, building, flat, city and postcode');
  await user.clear(address);
  await user.type(address, fields.address);
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save and submit for review' }));

/** The fake staff decide once the review time has passed on the server's clock; the page is asked again. */
async function letStaffDecide(user: User) {
  clock.advance(ADDRESS_REVIEW_MS);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
}

describe('delivery address', () => {
  it('sends a guest to the login page and back here', async () => {
    // The client reads where the user is from the browser's address bar, as the app's own router keeps it.
    window.history.replaceState(null, '', PATH);
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(PATH);
    window.history.replaceState(null, '', '/');
  });

  it('adds an address from the empty state, which is reviewed and then approved', async () => {
    const user = setupUser();
    await signInWithoutAddress();
    renderRoute(PATH);
    expect(await screen.findByText('No delivery address yet')).toBeInTheDocument();
    expect(screen.getByText('Orders can only be shipped to an approved address.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await fillForm(user, { name: 'Zhang Wei', phone: '13912345678', address: '88 Century Avenue, Shanghai' });
    await user.click(screen.getByText('Pickup point'));
    await save(user);

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByText(/Staff are checking this address/)).toBeInTheDocument();
    expect(screen.getByText('Zhang Wei')).toBeInTheDocument();
    expect(screen.getByText('+86 13912345678')).toBeInTheDocument();
    expect(screen.getByText('88 Century Avenue, Shanghai')).toBeInTheDocument();
    expect(screen.getByText('Pickup point')).toBeInTheDocument();

    await letStaffDecide(user);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Your orders can be shipped to this address.')).toBeInTheDocument();
  });

  it('shows a rejection with the staff reason, and editing sends it for review again', async () => {
    const user = setupUser();
    await signInDemo();
    renderRoute(PATH);
    expect(await screen.findByText('Approved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit address/ }));
    expect(screen.getByText(/Saving sends the address for review again/)).toBeInTheDocument();
    // The fake staff reject any address that mentions "reject" (src/mocks/db/addresses.ts).
    await fillForm(user, { name: 'Zhang Wei', phone: '13800000000', address: '1 Reject Road, Nowhere' });
    await save(user);
    expect(await screen.findByText('Under review')).toBeInTheDocument();

    await letStaffDecide(user);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(/^Reason: The address could not be verified/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Edit address/ }));
    await fillForm(user, { name: 'Zhang Wei', phone: '13800000000', address: '88 Century Avenue, Shanghai' });
    await save(user);
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument();
  });

  it('explains every invalid field before sending anything', async () => {
    const user = setupUser();
    await signInWithoutAddress();
    renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const modify = countRequests(P.ModifyAddress.path);

    await save(user);
    expect(await screen.findByText("Enter the recipient's name (up to 30 characters)")).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter the delivery address (5–200 characters)')).toBeInTheDocument();

    await fillForm(user, { name: '   ', phone: '123', address: 'Road' });
    await save(user);
    await waitFor(() => expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument());
    expect(screen.getByText("Enter the recipient's name (up to 30 characters)")).toBeInTheDocument();
    expect(screen.getByText('Enter the delivery address (5–200 characters)')).toBeInTheDocument();
    expect(modify.count).toBe(0);
    modify.stop();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No delivery address yet')).toBeInTheDocument();
  });

  it('shows an error with retry when the address cannot be loaded', async () => {
    const user = setupUser();
    await signInDemo();
    server.use(
      http.get(
        `*${P.GetMyAddress.path}`,
        () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
        {
          once: true,
        },
      ),
    );
    renderRoute(PATH);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    await user.click(within(screen.getByTestId('error-state')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('asks again every 10 s while the address is under review, and stops once decided', async () => {
    // Only the polling interval is faked: everything else (requests, typing) runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = setupUser();
    await signInWithoutAddress();
    renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillForm(user, { name: 'Zhang Wei', phone: '13912345678', address: '88 Century Avenue, Shanghai' });
    await save(user);
    expect(await screen.findByText('Under review')).toBeInTheDocument();

    const asks = countRequests(P.GetMyAddress.path);
    await act(async () => {
      vi.advanceTimersByTime(REVIEW_POLL_MS);
    });
    await waitFor(() => expect(asks.count).toBe(1));
    expect(screen.getByText('Under review')).toBeInTheDocument();

    clock.advance(ADDRESS_REVIEW_MS);
    await act(async () => {
      vi.advanceTimersByTime(REVIEW_POLL_MS);
    });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3 * REVIEW_POLL_MS);
    });
    expect(asks.count).toBe(2);
    asks.stop();
    vi.useRealTimers();
  });
});
