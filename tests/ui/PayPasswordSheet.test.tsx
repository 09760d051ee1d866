import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { PayPasswordSheet } from '../../src/ui/money/PayPasswordSheet';
import { setupUser } from '../render';
import { keypad, passcode, tapDigits } from '../keypad';

const TITLE = 'Confirm the transfer';

function Harness({ onComplete }: { onComplete: (password: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  // The app gives the UI kit its texts in the current language (its own default is Chinese).
  return (
    <ConfigProvider locale={enUS}>
      <p>{open ? 'sheet open' : 'sheet closed'}</p>
      <PayPasswordSheet
        visible={open}
        title={TITLE}
        description="Send 10 QC to Alice"
        onClose={() => setOpen(false)}
        onComplete={onComplete}
      />
    </ConfigProvider>
  );
}

/** A promise the test settles by hand, to look at the sheet while the call is in flight. */
function deferred() {
  let settle = { resolve: (_: unknown) => undefined as void, reject: (_: unknown) => undefined as void };
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const sheet = () => screen.getByRole('dialog', { name: TITLE });

describe('payment password sheet', () => {
  it('opens with the keyboard, and hands over the six digits once; keys do nothing while it is checked', async () => {
    const user = setupUser();
    const call = deferred();
    const onComplete = vi.fn(() => call.promise);
    render(<Harness onComplete={onComplete} />);

    expect(await screen.findByRole('dialog', { name: TITLE })).toHaveTextContent('Send 10 QC to Alice');
    expect(within(sheet()).getByRole('heading', { name: TITLE })).toBeInTheDocument();
    await waitFor(() => expect(passcode()).toHaveFocus());
    await tapDigits(user, '135790');

    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('135790');
    expect(within(sheet()).getByRole('status')).toHaveTextContent('Verifying…');
    expect(passcode()).toHaveAttribute('aria-disabled', 'true');
    await tapDigits(user, '1');
    await user.click(within(keypad()).getByRole('button', { name: 'backspace' }));
    expect(onComplete).toHaveBeenCalledTimes(1);

    call.resolve(null);
    expect(await screen.findByText('sheet closed')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('clears the cells when the password is refused and stays open for another try', async () => {
    const user = setupUser();
    const onComplete = vi
      .fn<(password: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('wrong payment password'))
      .mockResolvedValueOnce(null);
    render(<Harness onComplete={onComplete} />);
    await waitFor(() => expect(passcode()).toHaveFocus());

    await tapDigits(user, '111111');
    await waitFor(() => expect(passcode()).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText('sheet open')).toBeInTheDocument();

    // Had the cells kept the refused digits, these would not fit and nothing would be sent.
    await tapDigits(user, '246802');
    expect(await screen.findByText('sheet closed')).toBeInTheDocument();
    expect(onComplete.mock.calls).toEqual([['111111'], ['246802']]);
  });

  it('closes from its close button without sending anything', async () => {
    const user = setupUser();
    const onComplete = vi.fn(async () => null);
    render(<Harness onComplete={onComplete} />);
    await screen.findByRole('dialog', { name: TITLE });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('sheet closed')).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });
});
