import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getUserById, receiverQuery } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { loadAreas } from '../../src/i18n';
import { useSession } from '../../src/stores/session';
import { GiftSheet, type GiftValues } from '../../src/features/gifts/GiftSheet';
import { renderRoute, setupUser } from '../render';
import { demo, DEMO_PASSWORD, O, recordQueries } from '../pages/orderFixtures';

const lookups = () => recordQueries(endpoints.Users.userInfo);
const field = (sheet: HTMLElement, label: string) => within(sheet).getByLabelText(label);
const myUid = () => useSession.getState().uid;
/** The kit's confirmation dialog, found by its title (it carries no accessible name). */
const confirmDialog = async () =>
  (await screen.findByText('Send this gift?')).closest<HTMLElement>('[role="dialog"]') as HTMLElement;

async function openGiftSheet() {
  const holdings = await demo();
  const user = setupUser();
  renderRoute(`/pages/order/detailsBuy?id=${holdings.rice().id}`);
  await user.click(await screen.findByRole('button', { name: 'Give as gift' }));
  const sheet = await screen.findByRole('dialog', { name: 'Give as a gift' });
  return { user, sheet, ...holdings };
}

describe('gift sheet', () => {
  it('shows an unknown receiver as not found and does not let it be sent', async () => {
    const { user, sheet } = await openGiftSheet();
    const seen = lookups();
    await user.type(field(sheet, 'Receiver ID'), '9999999');
    await user.tab();
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('User not found');
    expect(seen.map((q) => q.get('uid'))).toContain('9999999');
    await user.type(field(sheet, 'Login password'), DEMO_PASSWORD);
    expect(within(sheet).getByRole('button', { name: 'Send gift' })).toBeDisabled();
  });

  it('refuses the sender’s own id without asking the server', async () => {
    const { user, sheet } = await openGiftSheet();
    const seen = lookups();
    await user.type(field(sheet, 'Receiver ID'), String(myUid()));
    await user.tab();
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('You cannot send a gift to yourself');
    expect(seen).toHaveLength(0);
    expect(within(sheet).getByRole('button', { name: 'Send gift' })).toBeDisabled();
  });

  it('shows who will receive it, and sends nothing until the irreversible gift is confirmed', async () => {
    const { user, sheet } = await openGiftSheet();
    const receiver = await getUserById(myUid() + 1);
    const gifts = recordQueries(O.GiftGoods);
    await user.type(field(sheet, 'Receiver ID'), String(receiver?.uid));
    const found = await within(sheet).findByTestId('gift-receiver');
    expect(found).toHaveTextContent(receiver?.nickName ?? '');
    expect(found).toHaveTextContent(`ID ${receiver?.uid}`);
    expect(field(sheet, 'Quantity')).toHaveValue('1');
    expect(within(sheet).getByRole('button', { name: 'More' })).toBeDisabled();
    await user.type(field(sheet, 'Login password'), DEMO_PASSWORD);
    await user.click(within(sheet).getByRole('button', { name: 'Send gift' }));

    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent(`1 item to ${receiver?.nickName} (ID ${receiver?.uid})`);
    expect(confirm).toHaveTextContent('Gifts cannot be returned once sent.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Send this gift?')).toBeNull());
    expect(gifts).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Give as a gift' })).toBeInTheDocument();
  });

  it('keeps the sheet and its input when the server refuses the password, and changes nothing', async () => {
    const { user, sheet } = await openGiftSheet();
    const gifts = recordQueries(O.GiftGoods);
    await user.type(field(sheet, 'Receiver ID'), String(myUid() + 1));
    await within(sheet).findByTestId('gift-receiver');
    await user.type(field(sheet, 'Login password'), 'Wrong1234');
    await user.click(within(sheet).getByRole('button', { name: 'Send gift' }));
    await user.click(
      within(await confirmDialog()).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(gifts).toHaveLength(1);
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Send gift' })).toBeEnabled());
    expect(field(sheet, 'Receiver ID')).toHaveValue(String(myUid() + 1));
    expect(field(sheet, 'Login password')).toHaveValue('Wrong1234');
    expect(screen.getByRole('dialog', { name: 'Give as a gift' })).toBeInTheDocument();
    expect(screen.getByText('In storage', { selector: '.adm-tag' })).toBeInTheDocument();
  });

  it('sends once on confirmation, and the item shows as gifted', async () => {
    const { user, sheet } = await openGiftSheet();
    const gifts = recordQueries(O.GiftGoods);
    await user.type(field(sheet, 'Receiver ID'), String(myUid() + 1));
    await within(sheet).findByTestId('gift-receiver');
    await user.type(field(sheet, 'Login password'), DEMO_PASSWORD);
    await user.click(within(sheet).getByRole('button', { name: 'Send gift' }));
    await user.click(
      within(await confirmDialog()).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText('Gifted', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(gifts).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give as a gift' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Give as gift' })).toBeNull();
  });

  it('passes a received gift on with GiftTransfer, up to the quantity received', async () => {
    const { coffee } = await demo();
    const transfers = recordQueries(O.GiftTransfer);
    const user = setupUser();
    renderRoute('/pages/order/unclaimed');
    const item = await screen.findByRole('article', { name: coffee().title });
    await user.click(within(item).getByRole('button', { name: 'Give as gift' }));
    const sheet = await screen.findByRole('dialog', { name: 'Give as a gift' });
    expect(within(sheet).getByText('From 1 item to 2 items')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'More' }));
    expect(field(sheet, 'Quantity')).toHaveValue('2');
    await user.type(field(sheet, 'Receiver ID'), String(myUid() + 2));
    await within(sheet).findByTestId('gift-receiver');
    await user.type(field(sheet, 'Login password'), DEMO_PASSWORD);
    await user.click(within(sheet).getByRole('button', { name: 'Send gift' }));
    await user.click(
      within(await confirmDialog()).getByRole('button', {
        name: 'Send',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: coffee().title })).toBeNull());
    expect(transfers).toHaveLength(1);
  });
});

describe('gift sheet, configured for another kind of gift', () => {
  it('takes its bounds and unit from its owner and hands back what was typed', async () => {
    await demo();
    await loadAreas(['gift']);
    const sent: GiftValues[] = [];
    const user = setupUser();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <GiftSheet
          visible
          onClose={() => undefined}
          subject={<p>Balance 120.50</p>}
          quantity={{ min: 0.01, max: 120.5, unit: 'balance', decimals: 2 }}
          receiverQuery={receiverQuery}
          send={{
            run: async (values) => {
              sent.push(values);
              return values;
            },
            notice: { fate: 'idle', onCheckAgain: () => undefined },
            blocked: false,
          }}
        />
      </QueryClientProvider>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Give as a gift' });
    expect(within(sheet).getByText('Balance 120.50')).toBeInTheDocument();
    const quantity = field(sheet, 'Quantity');
    await user.clear(quantity);
    await user.type(quantity, '200');
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'The amount is more than you hold (120.50 balance)',
    );
    await user.clear(quantity);
    await user.type(quantity, '12.345');
    expect(quantity).toHaveValue('12.34');
    await user.type(field(sheet, 'Receiver ID'), String(myUid() + 1));
    await within(sheet).findByTestId('gift-receiver');
    await user.type(field(sheet, 'Login password'), DEMO_PASSWORD);
    await user.click(within(sheet).getByRole('button', { name: 'Send gift' }));
    const confirm = await confirmDialog();
    expect(confirm).toHaveTextContent('12.34 balance to');
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual([{ receiverId: myUid() + 1, quantity: 12.34, password: DEMO_PASSWORD }]),
    );
  });
});
