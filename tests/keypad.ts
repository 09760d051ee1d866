import { screen, within } from '@testing-library/react';
import type { setupUser } from './render';

type User = ReturnType<typeof setupUser>;

/** The on-screen number keyboard that is open (the UI kit mounts it in a popup of its own). */
export const keypad = () => {
  const keyboard = document.querySelector<HTMLElement>('.adm-number-keyboard');
  if (!keyboard) throw new Error('the number keyboard is not open');
  return keyboard;
};

/** Taps the digits on the number keyboard, one key at a time, as a person would. */
export async function tapDigits(user: User, digits: string) {
  for (const digit of digits) await user.click(within(keypad()).getByRole('button', { name: digit }));
}

/** The six cells of the payment password; focusing them opens the keyboard. */
export const passcode = () => screen.getByRole('button', { name: 'Payment password, 6 digits' });
