import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '../../src/mocks/db';

/** Sets the base settings' mining_type on the fake backend (0 closed, 1 node, 2 device). */
export function setMiningType(type: number) {
  db().config.public.mining_type = type;
}

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

/** The browser finds the device at `at` (each time it is asked), or fails with `code` (1 denied, 2, 3). */
export function mockGeolocation(at: { lat: number; lng: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if ('code' in at) failure?.({ code: at.code } as GeolocationPositionError);
    else success({ coords: { latitude: at.lat, longitude: at.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

let visibility: DocumentVisibilityState = 'visible';

/** The page is hidden (another tab, the phone locked) or shown again, as the browser tells it. */
export function setPageVisibility(next: DocumentVisibilityState) {
  visibility = next;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  visibility = 'visible';
  Reflect.deleteProperty(document, 'visibilityState');
});

/** The tabs of the mining page. */
export const miningTabs = () => within(screen.getByRole('radiogroup', { name: 'Mining sections' }));

/** Opens the mining page on a tab, once its tabs are on screen. */
export async function openMiningTab(user: UserEvent, tab: 'Mining' | 'Group' | 'Ranking' | 'Location') {
  await screen.findByRole('radiogroup', { name: 'Mining sections' });
  await user.click(miningTabs().getByRole('radio', { name: tab }));
}

/** The session card. */
export const sessionCard = () => screen.findByRole('region', { name: 'Node mining' });
