import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { BottomSheet } from '../../src/ui/layout/BottomSheet';
import { confirmDialog } from '../../src/ui/state/dialogs';
import { trapFocus } from '../../src/ui/layout/focusTrap';
import { setupUser } from '../render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open the sheet
      </button>
      <BottomSheet visible={open} onClose={() => setOpen(false)} label="Gift">
        <h2>Gift</h2>
        <input aria-label="Receiver" />
        <button type="button">Send</button>
      </BottomSheet>
    </>
  );
}

const sheet = () => screen.getByRole('dialog', { name: 'Gift' });
const opener = () => screen.getByRole('button', { name: 'Open the sheet' });

describe('bottom sheet focus', () => {
  it('takes focus when it opens, keeps Tab and Shift+Tab inside, and closes with Escape', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(opener());
    await waitFor(() => expect(sheet()).toHaveFocus());
    expect(sheet()).toHaveAttribute('aria-modal', 'true');

    const receiver = within(sheet()).getByRole('textbox', { name: 'Receiver' });
    const close = within(sheet()).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(receiver).toHaveFocus();
    await user.tab();
    expect(within(sheet()).getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(receiver).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gift' })).toBeNull());
    expect(opener()).toHaveFocus();
  });

  it('gives focus back to the opener when closed with its × button', async () => {
    const user = setupUser();
    render(<Harness />);
    await user.click(opener());
    await waitFor(() => expect(sheet()).toHaveFocus());
    await user.click(within(sheet()).getByRole('button', { name: 'Close' }));
    expect(opener()).toHaveFocus();
  });
});

describe('dialog focus', () => {
  it('names a confirmation by its words, keeps focus in it while it is open and gives it back to the opener', async () => {
    const user = setupUser();
    render(
      <button
        type="button"
        onClick={() => void confirmDialog({ content: 'Log out?', confirmText: 'Log out' })}
      >
        Log out…
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Log out…' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Named by its words (the kit's dialog element has no name of its own).
    expect(screen.getByRole('dialog', { name: 'Log out?' })).toBe(dialog);
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('focus trap', () => {
  it('lets go once its panel is taken off the page without being closed', () => {
    const panel = document.createElement('div');
    panel.innerHTML = '<button type="button">Inside</button>';
    const outside = document.createElement('input');
    document.body.append(panel, outside);
    trapFocus(panel);
    outside.focus();
    // While the panel is on the page, focus is brought back into it.
    expect(panel.contains(document.activeElement)).toBe(true);
    panel.remove();
    outside.focus();
    expect(outside).toHaveFocus();
    outside.remove();
  });
});
