import * as endpoints from '../../src/api/endpoints';
import type { Device, DeviceDetail, DeviceIncome } from '../../src/api/devices/device';
import type { Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { DeviceRow } from '../../src/mocks/db/schema';
import { SEEDED_DEVICES } from '../../src/mocks/handlers/device/db/seedDevices';
import { send } from './ordersHelpers';

export { SEEDED_DEVICES };

export const D = endpoints.Device;
export const page = { pageIndex: 1, pageSize: 20 };

/** The device with that SN, looked up afresh (a refusal puts back the state as it was). */
export function deviceBySn(sn: string): DeviceRow {
  const device = db().devices.find((d) => d.sn === sn);
  if (!device) throw new Error(`no device ${sn}`);
  return device;
}

export const bind = (token: string, sn: string, name?: string) =>
  send<Device>(D.bind, token, name === undefined ? { sn } : { sn, name });

export const devInfo = async (token: string, sn: string) =>
  (await send<DeviceDetail>(D.devInfo, token, { id: deviceBySn(sn).id })).data;

export const listOf = async (token: string) => (await send<Page<Device>>(D.list, token, page)).data;

/** The token's income rows of one device (all of them, newest first). */
export const incomeOf = async (token: string, sn: string) =>
  (
    await send<Page<DeviceIncome>>(D.incomeList, token, {
      pageIndex: 1,
      pageSize: 100,
      device_id: deviceBySn(sn).id,
    })
  ).data;
