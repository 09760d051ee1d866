import type { BindDeviceRequest, DeviceCount } from '../../../api/devices/device';
import { now } from '../../clock';
import { db } from '../../db';
import { dayStart } from '../../db/calendar';
import {
  bindDevice,
  defaultNameOf,
  DEVICE_LIMIT,
  DEVICE_NAME_MAX,
  deviceStateAt,
  devicesOf,
  snOf,
  unbindDevice,
} from './db/devices';
import { amountBetween } from './db/income';
import type { DeviceRow, UserRow } from '../../db/schema';
import { given, idOf, optionalId } from '../../rules/input';
import { textLength } from '../../rules/common';
import { CODE, ensure, ok, pageOf, reader, route, withAuth } from '../../http/route';
import { sameInEvery } from '../../texts/translations';
import { incomeCounts, incomeRank, RANK_PAGE_SIZE } from '../income';
import { dailyEarnings, incomeRowsOf, toDetail, toDevice, toIncome } from './views';

/** The user's own bound device by `id`: another's, a free or an unknown one is "device not found" (404). */
function readDevice(user: UserRow, value: unknown): DeviceRow {
  const id = idOf(value);
  const device = db().devices.find((d) => d.id === id && d.ownerUid === user.uid);
  ensure(device, 'deviceNotFound', CODE.notFound);
  return device;
}

/** A device name: 1–20 characters after trimming. */
function readName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  ensure(textLength(name) >= 1 && textLength(name) <= DEVICE_NAME_MAX, 'deviceNameLength');
  return name;
}

const newestBound = (a: DeviceRow, b: DeviceRow) => (b.bindTime ?? 0) - (a.bindTime ?? 0) || b.id - a.id;

const indexCt = route(
  'GET /apiv2/Device/indexCt',
  withAuth(({ user }) => {
    const time = now();
    const state = db();
    const bound = state.devices.filter((d) => d.ownerUid !== null);
    const mine = bound.filter((d) => d.ownerUid === user.uid);
    const online = (devices: DeviceRow[]) => devices.filter((d) => deviceStateAt(d, time).online).length;
    const counts = incomeCounts(
      state.deviceIncome.filter((r) => r.uid === user.uid),
      time,
    );
    const count: DeviceCount = {
      total: mine.length,
      online: online(mine),
      today_income: counts.today,
      total_income: counts.total,
      network_total: bound.length,
      network_online: online(bound),
      network_today_income: amountBetween(state.deviceIncome, dayStart(time), time),
    };
    return ok(count);
  }),
);

const list = route(
  'GET /apiv2/Device/list',
  withAuth(({ user, fields, lang }) => {
    const time = now();
    const rows = devicesOf(db(), user.uid).sort(newestBound);
    return ok(pageOf(rows, fields, (device) => toDevice(device, time, lang)));
  }),
);

const devInfo = route(
  'GET /apiv2/Device/devInfo',
  withAuth(({ user, fields, lang }) => ok(toDetail(readDevice(user, fields.id), now(), lang))),
);

/** Binds a device the platform made and nobody holds, up to 20 a user; online from now. */
const bind = route(
  'POST /apiv2/Device/bind',
  withAuth(({ user, fields, lang }) => {
    const sn = snOf(fields.sn);
    ensure(sn, 'deviceSnInvalid');
    const device = db().devices.find((d) => d.sn === sn);
    ensure(device, 'deviceNotFound', CODE.notFound);
    ensure(device.ownerUid !== user.uid, 'deviceAlreadyYours');
    ensure(device.ownerUid === null, 'deviceBoundElsewhere');
    const named = given(fields.name) ? readName(reader<BindDeviceRequest>(fields)('name')) : null;
    ensure(devicesOf(db(), user.uid).length < DEVICE_LIMIT, 'deviceLimit');
    const time = now();
    bindDevice(device, user.uid, named === null ? defaultNameOf(device) : sameInEvery(named), time);
    return ok(toDevice(device, time, lang), 'deviceBound');
  }),
);

const setName = route(
  'POST /apiv2/Device/setName',
  withAuth(({ user, fields, lang }) => {
    const device = readDevice(user, fields.id);
    device.name = sameInEvery(readName(fields.name));
    return ok(toDevice(device, now(), lang), 'deviceRenamed');
  }),
);

/** Frees the device for anyone; the user's income rows of it stay. */
const unbind = route(
  'POST /apiv2/Device/unbind',
  withAuth(({ user, fields }) => {
    unbindDevice(db(), readDevice(user, fields.id), now());
    return ok(null, 'deviceUnbound');
  }),
);

const incomeList = route(
  'GET /apiv2/Device/incomeList',
  withAuth(({ user, fields, lang }) => {
    const deviceId = optionalId(fields.device_id);
    const rows = incomeRowsOf(user.uid).filter((r) => deviceId === undefined || r.deviceId === deviceId);
    return ok(pageOf(rows, fields, (row) => toIncome(row, lang)));
  }),
);

const shoyiList = route(
  'GET /apiv2/Device/shoyiList',
  withAuth(({ user, fields }) => ok(pageOf(dailyEarnings(incomeRowsOf(user.uid)), fields, (day) => day))),
);

const shoyiCt = route(
  'GET /apiv2/Device/shoyiCt',
  withAuth(({ user }) => ok(incomeCounts(incomeRowsOf(user.uid), now()))),
);

const rank = route('GET /apiv2/Device/rank', ({ fields }) =>
  ok(pageOf(incomeRank(db().deviceIncome, fields), fields, (row) => row, RANK_PAGE_SIZE)),
);

export const deviceHandlers = [
  indexCt,
  list,
  devInfo,
  bind,
  setName,
  unbind,
  incomeList,
  shoyiList,
  shoyiCt,
  rank,
];
