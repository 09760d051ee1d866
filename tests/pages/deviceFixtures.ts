import { screen, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { formatDateTime } from '../../src/lib/format';
import { db } from '../../src/mocks/db';
import type { DeviceRow } from '../../src/mocks/db/schema';
import { SEEDED_DEVICES } from '../../src/mocks/handlers/device/db/seedDevices';
import { useSession } from '../../src/stores/session';

/**
 * The device page tests run against the fake backend (docs/api.md §17) and its seeded devices: the demo's
 * "Living room" (online) and "Office" (offline since 3 hours before seeding), the free SNs, other users'.
 */

export const D = endpoints.Device;
export { SEEDED_DEVICES };
export const HOUR_MS = 3_600_000;

/** A free SN that never goes offline. */
export const FREE_SN = SEEDED_DEVICES.alwaysOn[0];
/** Well formed, but no device the platform made. */
export const UNKNOWN_SN = 'QC0000000000';

/** The device with this SN, as the fake database holds it. */
export function deviceBySn(sn: string): DeviceRow {
  const device = db().devices.find((row) => row.sn === sn);
  if (!device) throw new Error(`no device ${sn}`);
  return device;
}

/** The signed-in user's bound devices in the fake database. */
export const myDevices = () => db().devices.filter((row) => row.ownerUid === useSession.getState().uid);

/** A time as the pages write it (English, the user's zone). */
export const timeText = (ms: number) => formatDateTime(ms, 'en');

/** The list of the user's devices on the devices home. */
export const deviceList = async () => within(await screen.findByRole('region', { name: 'My devices' }));

/** The row of the device named `name` in the list. */
export async function deviceRow(name: string) {
  const list = await deviceList();
  const rows = await list.findAllByTestId('device-row');
  const row = rows.find((one) => within(one).queryByText(name) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** A fact's value by its label (a dl's dt and dd). */
export const factOf = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
