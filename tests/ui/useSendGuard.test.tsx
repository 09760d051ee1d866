import { act, render, screen } from '@testing-library/react';
import { SendButton } from '../../src/ui/money/SendButton';
import { NOT_SENT } from '../../src/ui/money/useSendGuard';
import { setupUser } from '../render';

describe('sending buttons', () => {
  it('send once for a double tap and stay disabled while the request is in flight', async () => {
    const user = setupUser();
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SendButton onSend={send}>Pay</SendButton>);
    const button = screen.getByRole('button', { name: 'Pay' });
    await user.dblClick(button);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    await act(async () => finish());
    expect(button).toBeEnabled();
  });

  it('ignore a second tap within 500 ms even after a fast answer, then accept the next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = setupUser();
    const send = vi.fn(() => Promise.resolve());
    render(<SendButton onSend={send}>Buy</SendButton>);
    const button = screen.getByRole('button', { name: 'Buy' });
    await user.click(button);
    await vi.waitFor(() => expect(button).toBeEnabled());
    vi.setSystemTime(Date.now() + 200);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 400);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('an action that refuses its input', () => {
  it('does not count as a send: the corrected tap right after goes through', async () => {
    const user = setupUser();
    let valid = false;
    const sent = vi.fn();
    render(<SendButton onSend={() => (valid ? sent() : NOT_SENT)}>Top up</SendButton>);
    const button = screen.getByRole('button', { name: 'Top up' });
    await user.click(button);
    valid = true;
    await user.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
