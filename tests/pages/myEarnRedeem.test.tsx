import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getRedeemList, redeemByCode } from '../../src/api/account/profile';
import { isApiError } from '../../src/lib/errors';
import { DOUBLE_TAP_MS } from '../../src/ui/money/useSendGuard';
import { server } from '../../src/mocks/node';
import { cachedMe, loadMe, renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

const PATH = '/pages/my/redemption';
// Seeded codes (src/mocks/db/seedMy.ts): unused points and balance codes, one the demo used, one expired.
const POINTS_CODE = 'WELCOME100';
const BALANCE_CODE = 'QCBONUS';
const USED_CODE = 'LAUNCH2026';
const EXPIRED_CODE = 'SUMMER2025';

const codeBox = () => screen.findByPlaceholderText('Enter redemption code', {}, { timeout: 5000 });
const redeemButton = () => screen.getByRole('button', { name: 'Redeem' });
/** The line that says what a redemption credited. */
const success = async () => (await screen.findByText('Redeemed:')).parentElement;
const records = () => screen.getByRole('region', { name: 'Redemption records' });

/** A second tap within the double-tap window is ignored, as it is for a person. */
const waitOutDoubleTap = () => new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS));

async function refusalOf(code: string): Promise<string> {
  try {
    await redeemByCode(code);
  } catch (error) {
    if (isApiError(error)) return error.msg;
  }
  throw new Error(`${code} was not refused`);
}

describe('redemption codes', () => {
  it('redeems a code once: what it credited shows, the balances follow, a second use is refused', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const calls = countRequests(endpoints.Profile.RedeemByCode.path);
    renderRoute(PATH);
    await loadMe();

    await user.type(await codeBox(), `  ${POINTS_CODE} `);
    await user.dblClick(redeemButton());
    expect(await success()).toHaveTextContent(/Redeemed:\s*\+100 points/);
    expect(calls.count).toBe(1);
    calls.stop();
    expect(cachedMe().integral).toBe(grant.userInfo.integral + 100);
    expect(await within(records()).findByText(POINTS_CODE)).toBeInTheDocument();
    expect(await codeBox()).toHaveValue('');

    const refusal = await refusalOf(POINTS_CODE);
    await waitOutDoubleTap();
    await user.type(await codeBox(), POINTS_CODE);
    await user.click(redeemButton());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('credits a balance code to the cent and refuses used and expired codes', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    renderRoute(PATH);
    await loadMe();
    await user.type(await codeBox(), BALANCE_CODE);
    await user.click(redeemButton());
    expect(await success()).toHaveTextContent(/Redeemed:\s*\+CN¥5\.00 to your balance/);
    expect(cachedMe().balance).toBe(grant.userInfo.balance + 5);

    for (const code of [USED_CODE, EXPIRED_CODE, 'NOSUCHCODE']) {
      const refusal = await refusalOf(code);
      await waitOutDoubleTap();
      await user.clear(await codeBox());
      await user.type(await codeBox(), code);
      await user.click(redeemButton());
      expect(await screen.findByText(refusal)).toBeInTheDocument();
    }
  });

  it('asks for a code before sending', async () => {
    const user = setupUser();
    await signInDemo();
    const calls = countRequests(endpoints.Profile.RedeemByCode.path);
    renderRoute(PATH);
    await user.type(await codeBox(), '   ');
    await user.click(redeemButton());
    expect(await screen.findByText('Enter the redemption code')).toBeInTheDocument();
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('lists the records, filtered by source', async () => {
    const user = setupUser();
    await signInDemo();
    const all = await getRedeemList({ pageIndex: 1, pageSize: 20 });
    const codes = await getRedeemList({ pageIndex: 1, pageSize: 20, source: 'code' });
    const first = all.list[0];
    if (!first) throw new Error('the demo has no redemption');
    renderRoute(PATH);
    expect(await within(records()).findByText(first.title, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(records()).getAllByRole('article')).toHaveLength(all.list.length);

    await user.click(within(records()).getByRole('tab', { name: 'Codes' }));
    await waitFor(() => expect(within(records()).getAllByRole('article')).toHaveLength(codes.list.length));
    for (const record of codes.list) expect(within(records()).getByText(record.title)).toBeInTheDocument();
  });

  it('shows the empty and error states of the records', async () => {
    const user = setupUser();
    await signInDemo();
    server.use(
      http.get(`*${endpoints.Profile.GetRedeemList.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('source') === 'points'
          ? HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0 } })
          : HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
      ),
    );
    renderRoute(PATH);
    expect(await within(records()).findByTestId('error-state', {}, { timeout: 5000 })).toHaveTextContent(
      'Server busy',
    );
    await user.click(within(records()).getByRole('tab', { name: 'Points' }));
    expect(await within(records()).findByText('No redemptions yet')).toBeInTheDocument();
  });
});
