import type { DailyEarning, Device, DeviceDetail, DeviceIncome } from '../../../api/devices/device';
import type { LangValue } from '../../../api/types';
import { money, sum, toWire } from '../../../lib/money';
import { db } from '../../db';
import { dayStart } from '../../db/calendar';
import { amountBetween } from './db/income';
import { DEVICE_MODELS, deviceEvents, deviceStateAt } from './db/devices';
import type { DeviceIncomeRow, DeviceRow } from '../../db/schema';

/** The user's income rows, newest first (rows of devices since unbound too). */
export const incomeRowsOf = (uid: number): DeviceIncomeRow[] =>
  db()
    .deviceIncome.filter((r) => r.uid === uid)
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id);

/** A bound device as its owner sees it, its name in `lang`; its incomes are the owner's rows of it. */
export function toDevice(device: DeviceRow, time: number, lang: LangValue): Device {
  const rows = db().deviceIncome.filter((r) => r.deviceId === device.id && r.uid === device.ownerUid);
  const { online, offlineTime } = deviceStateAt(device, time);
  return {
    id: device.id,
    sn: device.sn,
    name: device.name?.[lang] ?? '',
    model: DEVICE_MODELS[device.model].name,
    online,
    offline_time: offlineTime,
    bind_time: device.bindTime ?? time,
    today_income: amountBetween(rows, dayStart(time), time),
    total_income: amountBetween(rows, Number.NEGATIVE_INFINITY, time),
  };
}

export const toDetail = (device: DeviceRow, time: number, lang: LangValue): DeviceDetail => ({
  ...toDevice(device, time, lang),
  firmware: device.firmware,
  hourly_rate: DEVICE_MODELS[device.model].rate,
  events: deviceEvents(device, time),
  server_time: time,
});

/**
 * A row names the device as the user calls it now while it is still theirs, else as it was called then (in
 * `lang`).
 */
export function toIncome(row: DeviceIncomeRow, lang: LangValue): DeviceIncome {
  const device = db().devices.find((d) => d.id === row.deviceId);
  return {
    id: row.id,
    device_id: row.deviceId,
    sn: row.sn,
    name: (device?.ownerUid === row.uid ? device.name : null)?.[lang] ?? row.name[lang],
    amount: row.amount,
    create_time: row.createTime,
  };
}

/** The rows (newest first) per server day: the day's start, its sum and how many devices earned in it. */
export function dailyEarnings(rows: readonly DeviceIncomeRow[]): DailyEarning[] {
  const days = new Map<number, DeviceIncomeRow[]>();
  for (const row of rows) {
    const day = dayStart(row.createTime);
    const inDay = days.get(day);
    if (inDay) inDay.push(row);
    else days.set(day, [row]);
  }
  return [...days].map(([date, inDay]) => ({
    date,
    amount: toWire(sum(inDay.map((r) => money(r.amount)))),
    device_count: new Set(inDay.map((r) => r.deviceId)).size,
  }));
}
