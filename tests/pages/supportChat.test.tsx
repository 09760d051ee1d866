import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { KEFU_REPLY_DELAY_MS, postUserMessage } from '../../src/mocks/handlers/kefu/db/kefu';
import { toOrder } from '../../src/mocks/handlers/orders/views';
import { server } from '../../src/mocks/node';
import { labelsOf } from '../../src/api/orders/rules/orderLabels';
import { readLocales } from '../locales';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './detailsFixtures';

// The chat's live side is tested in message.test.tsx; here the hub stays quiet.
vi.mock('../../src/socket/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/socket/connection')>()),
  subscribeHub: () => () => undefined,
}));

const SERVICE = '/pages/message/service';
const QUESTIONS = [
  'My order has not arrived',
  'My top-up has not been credited',
  'How does bidding work?',
  'How do Prize Box draws work?',
  'How do I withdraw?',
];

const conversation = () => screen.findByRole('list', { name: 'Customer support' }, { timeout: 5000 });
const questionList = () => screen.findByRole('list', { name: 'Common questions' }, { timeout: 5000 });
/** The conversation on screen, now. */
const chat = () => screen.getByRole('list', { name: 'Customer support' });

/**
 * The order sheet, once it has slid in: a person cannot tap it before (the kit lets no tap through while it
 * moves), and a tap the test made earlier would close a sheet still on its way up.
 */
async function openSheet() {
  const sheet = await screen.findByRole('dialog', { name: 'Send an order' });
  const body = sheet.closest<HTMLElement>('.adm-popup-body');
  await waitFor(() => expect(body?.style.pointerEvents).toBe('unset'), { timeout: 5000 });
  return sheet;
}

/** The demo's newest order: the first the sheet lists. */
function newestOrderOf(uid: number) {
  const order = db()
    .orders.filter((row) => row.uid === uid)
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id)[0];
  if (!order) throw new Error('the demo has no order');
  return order;
}

describe('support chat: the welcome', () => {
  it('greets an empty conversation as support, with the common questions', async () => {
    await signInDemo();
    renderRoute(SERVICE);
    expect(within(await conversation()).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'QC Mall support' })).toBeVisible();
    expect(screen.getByText(/How can we help you today\?/)).toBeVisible();
    const questions = within(await questionList()).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual(QUESTIONS);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers a common question from the help content, then puts it to support as the user’s message', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    renderRoute(SERVICE);
    const question = within(await questionList()).getByRole('button', { name: 'How does bidding work?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The answer is the fake backend's help content, with the deposit and step its settings hold.
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(answer).toHaveTextContent(/deposit: 10% of the evaluation price/);
    expect(within(answer).getByRole('link', { name: 'Auction' })).toHaveAttribute(
      'href',
      '/pages/index/auction',
    );
    await user.click(within(answer).getByRole('button', { name: 'Ask support' }));
    // Mine, and sent (support's answer may follow it by now).
    await waitFor(() => expect(chat()).toHaveTextContent(/You:How does bidding work\?.*Sent/), {
      timeout: 5000,
    });
    const stored = db().kefu.filter((row) => row.uid === grant.userInfo.uid && row.from === 'user');
    expect(stored).toMatchObject([{ type: 'text', content: 'How does bidding work?' }]);
  });

  it('says the common questions failed to load, and loads them on retry', async () => {
    const user = setupUser();
    await signInDemo();
    // The help's read fails once; the app's other dictionary reads go through.
    let failures = 1;
    server.use(
      http.get(`*${endpoints.Profile.GetDictByKeys.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('keys') === 'kefu_faq' && failures-- > 0
          ? HttpResponse.error()
          : undefined,
      ),
    );
    renderRoute(SERVICE);
    expect(await screen.findByText('The common questions could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await questionList()).getAllByRole('button')).toHaveLength(QUESTIONS.length);
  });
});

describe('support chat: sending an order', () => {
  it('sends an order picked from the sheet as a card, which the fake backend keeps and support answers', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const order = newestOrderOf(grant.userInfo.uid);
    const view = renderRoute(SERVICE);
    await conversation();
    await user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await openSheet();
    await user.click(
      await within(sheet).findByRole('button', { name: `Send order ${order.orderNo}` }, { timeout: 5000 }),
    );
    const card = () => within(chat()).getByRole('link', { name: new RegExp(order.orderNo) });
    await waitFor(() => expect(card().closest('li')).toHaveTextContent(/^You:.*Sent$/), { timeout: 5000 });
    // The sheet has slid away (the kit animates it frame by frame: slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(card()).toHaveAttribute('href', expect.stringContaining(`id=${order.id}`));
    expect(card()).toHaveTextContent(`Order no. ${order.orderNo}`);
    // Its picture, name, amount with its unit and state, in English.
    const words = readLocales().en?.order?.label as Record<string, string>;
    const { goodsName, thumbnail } = toOrder(order);
    // The picture is decorative (alt ""): the name beside it says what it shows.
    expect(card().querySelector('img')).toHaveAttribute('src', expect.stringContaining(thumbnail));
    expect(card()).toHaveTextContent(goodsName);
    expect(card()).toHaveTextContent(order.payType === 'points' ? /\d points/ : /CN¥\d/);
    for (const label of labelsOf(order)) expect(card()).toHaveTextContent(words[label] ?? label);
    const stored = db().kefu.filter((row) => row.uid === grant.userInfo.uid && row.from === 'user');
    expect(stored).toMatchObject([{ type: 'order', content: order.orderNo, order: { id: order.id } }]);
    // Opened again, the card comes from the server, and support has answered about that order.
    clock.advance(KEFU_REPLY_DELAY_MS);
    view.unmount();
    renderRoute(SERVICE);
    const items = within(await conversation()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent(`Order no. ${order.orderNo}`);
    expect(items[1]).toHaveTextContent(`Support:Thank you, we have your order ${order.orderNo}.`);
  }, 40_000);

  it('says when there is no order to send, with a way to the shop', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const state = db();
    state.orders = state.orders.filter((row) => row.uid !== grant.userInfo.uid);
    renderRoute(SERVICE);
    await conversation();
    // The welcome's own button opens the same sheet.
    await user.click(screen.getByRole('button', { name: 'Ask about an order' }));
    const sheet = await openSheet();
    expect(
      await within(sheet).findByText('You have no orders yet', undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(within(sheet).getByRole('link', { name: 'Go shopping' })).toHaveAttribute(
      'href',
      '/pages/index/index',
    );
  });

  it('says the orders failed to load, and lists them on retry', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const order = newestOrderOf(grant.userInfo.uid);
    server.use(
      http.get(`*${endpoints.Profile.GetMyOrderList.path}`, () => HttpResponse.error(), { once: true }),
    );
    renderRoute(SERVICE);
    await conversation();
    await user.click(screen.getByRole('button', { name: 'Send an order' }));
    const sheet = await openSheet();
    await user.click(await within(sheet).findByTestId('error-state', undefined, { timeout: 5000 }));
    expect(
      await within(sheet).findByRole('button', { name: `Send order ${order.orderNo}` }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('names an order sent as the conversation’s latest line in the inbox', async () => {
    const grant = await signInDemo();
    const { orderNo } = newestOrderOf(grant.userInfo.uid);
    const state = db();
    postUserMessage(
      state,
      grant.userInfo.uid,
      { type: 'order', content: orderNo, lang: 'en_us' },
      clock.now(),
    );
    // Support has not answered yet, however long the page takes to come.
    state.kefuDue = [];
    renderRoute('/pages/message/index');
    // The inbox's page may be the first this file loads: its code takes a while in a cold test run.
    const row = await screen.findByRole('link', { name: /^Customer support/ }, { timeout: 15_000 });
    expect(row).toHaveTextContent(`You: [Order] ${orderNo}`);
  }, 20_000);
});
