import { act, render, screen } from '@testing-library/react';
import {
  measured,
  msUntil,
  noteServerTime,
  offsetOf,
  resetServerClock,
  serverNow,
} from '../../src/lib/serverClock';
import { Countdown } from '../../src/ui/display/Countdown';
import { useServerNow } from '../../src/ui/hooks/useServerNow';

const HOUR = 3_600_000;
/** The server's time in these tests: 2026-03-02 12:00 UTC. */
const SERVER = Date.UTC(2026, 2, 2, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  resetServerClock();
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

/** A countdown to `end` as a page shows it: one shared ticker, the time left on the server's clock. */
function EndsIn({ end }: { end: number }) {
  const now = useServerNow();
  return <Countdown until={end} now={now} />;
}

describe('the server clock', () => {
  it('takes the offset against the middle of the round trip', () => {
    expect(offsetOf(10_500, 1_000, 3_000)).toBe(8_500);
    expect(offsetOf(1_000, 1_000, 1_000)).toBe(0);
  });

  it('measures around the call: a phone three hours slow still counts on the server time', async () => {
    vi.setSystemTime(SERVER - 3 * HOUR);
    const answer = await measured(
      async () => {
        vi.advanceTimersByTime(400); // the round trip: the server wrote its time half-way
        return { server_time: SERVER - 3 * HOUR + 200 + 3 * HOUR };
      },
      (data) => data.server_time,
    );
    expect(answer.server_time).toBe(SERVER + 200);
    expect(serverNow()).toBe(SERVER + 400);
    // Ten minutes before the end on the server: ten minutes left, whatever the phone's clock says.
    expect(msUntil(SERVER + 400 + 10 * 60_000)).toBe(10 * 60_000);
  });

  it('ignores an answer without a usable server time', () => {
    vi.setSystemTime(SERVER);
    noteServerTime(undefined, SERVER, SERVER);
    noteServerTime(0, SERVER, SERVER);
    noteServerTime(Number.NaN, SERVER, SERVER);
    expect(serverNow()).toBe(SERVER);
  });
});

describe('a countdown on the server clock', () => {
  it('shows the server time left when the phone clock is hours ahead, and keeps it each second', () => {
    vi.setSystemTime(SERVER + 5 * HOUR);
    noteServerTime(SERVER, SERVER + 5 * HOUR, SERVER + 5 * HOUR);
    render(<EndsIn end={SERVER + 90_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:30');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:29');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });

  it('is right at once when the tab comes back from the background, not a tick behind', () => {
    vi.setSystemTime(SERVER);
    render(<EndsIn end={SERVER + 10 * 60_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:10:00');
    // Hidden tabs' timers are throttled: the clock moves on four minutes while no tick runs.
    vi.setSystemTime(SERVER + 4 * 60_000 + 300);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByRole('timer')).toHaveTextContent('00:05:59');
  });

  it('moves at once to a new offset measured by a fresh answer', () => {
    vi.setSystemTime(SERVER);
    render(<EndsIn end={SERVER + 60_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
    act(() => noteServerTime(SERVER + 20_000, SERVER, SERVER));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:40');
  });

  it('stops at zero and never goes negative', () => {
    vi.setSystemTime(SERVER);
    render(<EndsIn end={SERVER + 2000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('ticks twenty countdowns with one interval', () => {
    vi.setSystemTime(SERVER);
    const setInterval = vi.spyOn(window, 'setInterval');
    render(
      <>
        {Array.from({ length: 20 }, (_, index) => (
          <EndsIn key={index} end={SERVER + (index + 1) * 60_000} />
        ))}
      </>,
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('timer')[0]).toHaveTextContent('00:00:59');
    expect(screen.getAllByRole('timer')[19]).toHaveTextContent('00:19:59');
  });

  it('shows days and hours while a day or more is left', async () => {
    const { loadAreas } = await import('../../src/i18n');
    await loadAreas(['auction']);
    vi.setSystemTime(SERVER);
    render(<EndsIn end={SERVER + 2 * 24 * HOUR + 3 * HOUR + 5000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 d 3 h');
  });
});
