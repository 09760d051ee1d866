import { waitFor } from '@testing-library/react';
import { clearToast, showToast, TOAST_MS } from '../../src/ui/state/ToastView';
import { toast } from '../../src/ui/state/toast';

const shown = () => [...document.querySelectorAll('.toast-box')];

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearToast();
  });

  it('speaks its words in a polite live region and is gone after 1500 ms', () => {
    vi.useFakeTimers();
    showToast('Saved', 'success');
    const region = document.querySelector('.toast');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent('Saved');
    expect(shown()[0]).toHaveClass('is-success');
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('shows one at a time: a new toast replaces the old and has its own 1500 ms', () => {
    vi.useFakeTimers();
    showToast('First');
    vi.advanceTimersByTime(1000);
    showToast('Second', 'fail');
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveTextContent('Second');
    expect(shown()[0]).toHaveClass('is-fail');
    vi.advanceTimersByTime(1000);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(shown()).toHaveLength(0);
  });

  it('sets a server’s words as text, never as markup', () => {
    showToast('<img src=x onerror="alert(1)">Done');
    expect(shown()[0]?.querySelector('img')).toBeNull();
    expect(shown()[0]).toHaveTextContent('<img src=x onerror="alert(1)">Done');
  });

  it('has no icon unless asked, and an empty message shows nothing', async () => {
    toast('');
    toast('Plain');
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]?.querySelector('.toast-icon')).toBeNull();
    expect(shown()[0]).toHaveTextContent('Plain');
  });
});
