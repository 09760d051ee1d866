import * as endpoints from '../../../src/api/endpoints';
import * as devices from '../../../src/api/devices/device';
import { skipAll, type Contract } from '../../contract';
import { succeeded } from '../../readBack';
import { page } from '../../contract';

const { Device: D } = endpoints;

/** Serial numbers no one holds on the fake backend, never offline (README, "Devices and team"). */
const FREE_SNS = ['QC4H8N2P6R0T', 'QC7F3K9M2A1B', 'QC9W5X1Y3Z7Q'] as const;
const DEVICE_LIMIT = 20;
const DEVICE_NAME = 'Contract node';
const DEVICE_RENAMED = 'Contract node 2';

const deviceList = (c: Contract) => c.check(D.list, () => devices.getDeviceList(page));

/**
 * Binds a free device by SN, renames it and unbinds it, reading the device list back each time: listed under
 * the name it was bound with, renamed, gone. Nothing stays bound.
 */
export async function deviceFlow(c: Contract) {
  const mine = await deviceList(c);
  const sn = FREE_SNS.find((each) => !mine?.list.some((device) => device.sn === each));
  const why = !mine
    ? 'the device list was not read'
    : mine.total >= DEVICE_LIMIT
      ? 'the account has the most devices it may bind'
      : '';
  if (why || !sn) {
    return skipAll(c, [D.bind, D.setName, D.unbind], why || 'every free SN is bound here');
  }
  const bound = await c.check(D.bind, () => devices.bindDevice({ sn, name: DEVICE_NAME }));
  if (!bound) {
    return skipAll(c, [D.setName, D.unbind], `${sn} was not bound`);
  }
  const listed = (await deviceList(c))?.list.find((device) => device.id === bound.id);
  c.expect(
    D.bind,
    listed?.sn === sn && listed.name === DEVICE_NAME,
    `${sn} is not listed as "${DEVICE_NAME}"`,
  );
  const renamed = await c.check(D.setName, () =>
    devices.renameDevice({ id: bound.id, name: DEVICE_RENAMED }),
  );
  if (renamed) {
    const read = (await deviceList(c))?.list.find((device) => device.id === bound.id);
    c.expect(D.setName, read?.name === DEVICE_RENAMED, `${sn} is listed as "${read?.name}" after the rename`);
  }
  // Its answer's data is null: true tells the unbind that went through from one refused.
  const unbound = await c.check(D.unbind, () => succeeded(devices.unbindDevice(bound.id)));
  if (!unbound) return;
  const gone = !(await deviceList(c))?.list.some((device) => device.id === bound.id);
  c.expect(D.unbind, gone, `${sn} is still listed after the unbind`);
}
