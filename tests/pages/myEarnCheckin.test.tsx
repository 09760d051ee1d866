import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { formatClock, formatDateTime } from '../../src/lib/format';
import { formatAmount } from '../../src/lib/money';
import { checkIn, getCheckInList } from '../../src/api/account/profile';
import { isApiError } from '../../src/lib/errors';
import { server } from '../../src/mocks/node';
import { cachedMe, renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';
import { goOffline } from '../network';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';

const PATH = '/pages/my/signIn';

const days = () =>
  within(screen.getByRole('list', { name: '7-day check-in cycle' })).getAllByRole('listitem');
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const checkInButton = () => screen.findByRole('button', { name: 'Check in' }, { timeout: 5000 });

/** What the server says to a second check-in on the same day. */
async function secondCheckInRefusal(): Promise<string> {
  try {
    await checkIn();
  } catch (error) {
    if (isApiError(error)) return error.msg;
  }
  throw new Error('a second check-in was not refused');
}

describe('daily check-in', () => {
  it('checks in once: the day ticks, the reward arrives and the points rise', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const before = await getCheckInList();
    expect(before.checkedToday).toBe(false);
    const next = before.days.find((day) => !day.checked);
    if (!next) throw new Error('the demo cycle has no day left');
    const calls = countRequests(endpoints.Profile.CheckIn.path);
    renderRoute(PATH);

    await user.dblClick(await checkInButton());
    expect(await screen.findByText(`Checked in! +${next.reward} points`)).toBeInTheDocument();
    expect(screen.getByText(`Today's reward: +${next.reward} points`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Checked in today' })).toBeDisabled());
    const today = days()[next.day - 1];
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today as HTMLElement).getByText('Checked in')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();

    const points = grant.userInfo.integral + next.reward;
    await waitFor(() => expect(cachedMe().integral).toBe(points));
    expect(figure('My points')).toBe(formatAmount(points, 'en', 0));
    expect(figure('Total days')).toBe(String(before.totalDays + 1));
  });

  it('offline: refused at once, and nothing is checked in when the connection comes back', async () => {
    const user = setupUser();
    await signInDemo();
    const calls = countRequests(endpoints.Profile.CheckIn.path);
    renderRoute(PATH);
    const button = await checkInButton();
    goOffline();
    await user.click(button);
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.count).toBe(0);
    calls.stop();
    expect((await getCheckInList()).checkedToday).toBe(false);
  });

  it('shows the seven days with their rewards, past days ticked and today highlighted', async () => {
    await signInDemo();
    const cycle = await getCheckInList();
    renderRoute(PATH);
    await checkInButton();
    expect(days()).toHaveLength(7);
    cycle.days.forEach((day, index) => {
      const cell = within(days()[index] as HTMLElement);
      expect(cell.getByText(`+${day.reward} points`)).toBeInTheDocument();
      expect(cell.queryByText('Checked in') !== null).toBe(day.checked);
    });
    const today = days().find((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent('Today');
    // Until today's check-in: when the server's day turns, where the user is.
    expect(
      screen.getByText(
        `The check-in day turns at midnight UTC+8, ${formatClock(cycle.nextAt, 'en')} your time.`,
      ),
    ).toBeInTheDocument();
  });

  it('disables the button once today is done', async () => {
    await signInDemo();
    await checkIn();
    renderRoute(PATH);
    expect(await screen.findByRole('button', { name: 'Checked in today' }, { timeout: 5000 })).toBeDisabled();
    // When it reopens in the user's own zone, and that the server's day turns at midnight UTC+8.
    const { nextAt } = await getCheckInList();
    expect(
      screen.getByText(
        `Next check-in opens ${formatDateTime(nextAt, 'en')} your time. The check-in day turns at midnight UTC+8.`,
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal when today was done elsewhere, then catches up", async () => {
    const user = setupUser();
    await signInDemo();
    renderRoute(PATH);
    const button = await checkInButton();
    // Checked in from another device while this page was open.
    await checkIn();
    const refusal = await secondCheckInRefusal();
    await user.click(button);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Checked in today' }, { timeout: 5000 })).toBeDisabled();
  });

  it('shows an error with a retry when the cycle cannot be read', async () => {
    const user = setupUser();
    await signInDemo();
    server.use(
      http.get(
        `*${endpoints.Profile.GetCheckInList.path}`,
        () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
        { once: true },
      ),
    );
    renderRoute(PATH);
    expect(await screen.findByTestId('error-state', {}, { timeout: 5000 })).toHaveTextContent('Server busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await checkInButton()).toBeEnabled();
  });
});
