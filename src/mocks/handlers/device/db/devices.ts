import { isSerialNumber, normaliseSn } from '../../../../api/devices/rules/deviceSn';
import { money, sum, toWire, truncate } from '../../../../lib/money';
import { credit } from '../../../db/balances';
import { DAY_MS, dayStart, serverDate } from '../../../db/calendar';
import { sameInEvery } from '../../../texts/translations';
import type { DbState, DeviceModel, DeviceRow, Translations } from '../../../db/schema';
import { HOUR, MINUTE } from '../../../db/seedClock';
import { takeId } from '../../../db/sequence';

/** Devices' rules (docs/api.md §17, decision 0040), shared by the handlers, the clock and the seed. */

export const DEVICE_MODELS: Record<DeviceModel, { name: string; rate: number; firmware: string }> = {
  mini: { name: 'QC Node Mini', rate: 0.1, firmware: '1.4.2' },
  pro: { name: 'QC Node Pro', rate: 0.25, firmware: '2.1.0' },
  max: { name: 'QC Node Max', rate: 0.6, firmware: '2.3.1' },
};
/** A user binds at most this many devices. */
export const DEVICE_LIMIT = 20;
export { DEVICE_NAME_MAX } from '../../../../api/devices/rules/deviceSn';
/** How far back a device's state changes are told, and how many at most. */
export const EVENTS_SINCE_MS = 7 * DAY_MS;
export const EVENTS_MAX = 20;

/** What was typed, trimmed, without spaces or dashes, upper case; null when it is no serial number. */
export function snOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const sn = normaliseSn(value);
  return isSerialNumber(sn) ? sn : null;
}

/** The server's name for a device bound without one: its model (a product name) and the SN's last 4, in every language. */
export const defaultNameOf = (device: DeviceRow): Translations =>
  sameInEvery(`${DEVICE_MODELS[device.model].name} ${device.sn.slice(-4)}`);

export const devicesOf = (state: DbState, uid: number): DeviceRow[] =>
  state.devices.filter((d) => d.ownerUid === uid);

interface Span {
  from: number;
  to: number;
}

/**
 * The owner's outages overlapping [from, to), merged and in time order: the daily one of each day and the one-off
 * ones, counted only when they start after the bind (a device is online the moment it is bound).
 */
function outagesBetween(device: DeviceRow, from: number, to: number): Span[] {
  const bound = device.bindTime;
  if (bound === null) return [];
  const spans: Span[] = device.outages.filter((o) => o.to > from && o.from < to);
  const daily = device.dailyOutage;
  if (daily) {
    // An outage may run past midnight, so the day before `from` can reach into it.
    for (let day = dayStart(from) - DAY_MS; day < to; day += DAY_MS) {
      const start = day + daily.from * MINUTE;
      const end = start + daily.minutes * MINUTE;
      if (end > from && start < to) spans.push({ from: start, to: end });
    }
  }
  const merged: Span[] = [];
  for (const span of spans.filter((s) => s.from > bound).sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else merged.push({ ...span });
  }
  return merged;
}

/** Online or not at `time`, and since when it is offline. */
export function deviceStateAt(
  device: DeviceRow,
  time: number,
): { online: boolean; offlineTime: number | null } {
  const outage = outagesBetween(device, time, time + 1).find((o) => o.from <= time && time < o.to);
  return outage ? { online: false, offlineTime: outage.from } : { online: true, offlineTime: null };
}

/** The owner's state changes in the last 7 days up to `time`, newest first, at most 20. */
export function deviceEvents(device: DeviceRow, time: number): { online: boolean; time: number }[] {
  if (device.bindTime === null) return [];
  const since = time - EVENTS_SINCE_MS;
  const events = [{ online: true, time: device.bindTime }];
  for (const outage of outagesBetween(device, since, time + 1)) {
    events.push({ online: false, time: outage.from });
    if (outage.to <= time) events.push({ online: true, time: outage.to });
  }
  return events
    .filter((e) => e.time >= since && e.time <= time)
    .sort((a, b) => b.time - a.time)
    .slice(0, EVENTS_MAX);
}

/** Whole minutes the device was online for its owner in [from, to). */
function onlineMinutes(device: DeviceRow, from: number, to: number): number {
  const start = Math.max(from, device.bindTime ?? to);
  if (start >= to) return 0;
  const offline = outagesBetween(device, start, to).reduce(
    (total, o) => total + Math.min(o.to, to) - Math.max(o.from, start),
    0,
  );
  return Math.floor((to - start - offline) / MINUTE);
}

/** Writes the owner's income row of [earnedUntil, to): rate × online minutes / 60, rounded down; none if 0. */
function earnUntil(state: DbState, device: DeviceRow, to: number): void {
  if (device.ownerUid === null || device.earnedUntil === null || device.name === null) return;
  const minutes = onlineMinutes(device, device.earnedUntil, to);
  device.earnedUntil = to;
  const amount = truncate(money(DEVICE_MODELS[device.model].rate).times(minutes).div(60), 2);
  if (amount.lte(0)) return;
  state.deviceIncome.push({
    id: takeId(state, 'deviceIncome'),
    deviceId: device.id,
    uid: device.ownerUid,
    sn: device.sn,
    name: device.name,
    amount: toWire(amount),
    createTime: to,
  });
}

/**
 * Pays the income rows of every server day that ended by `time` and is not paid yet, rows of devices unbound
 * since included: one QC line per owner and day, of the sum of the day's rows, as the next day starts. One pass
 * over the rows however many days the clock skipped; rows before the marker are paid already, so none is paid
 * twice.
 */
function payEndedDays(state: DbState, time: number): void {
  const from = state.deviceIncomePaidUntil;
  const today = dayStart(time);
  if (from >= today) return;
  state.deviceIncomePaidUntil = today;
  const due = new Map<string, { uid: number; day: number; amounts: number[] }>();
  for (const row of state.deviceIncome) {
    if (row.createTime < from || row.createTime >= today) continue;
    const day = dayStart(row.createTime);
    const key = `${day}:${row.uid}`;
    const owed = due.get(key) ?? { uid: row.uid, day, amounts: [] };
    owed.amounts.push(row.amount);
    due.set(key, owed);
  }
  for (const { uid, day, amounts } of [...due.values()].sort((a, b) => a.day - b.day || a.uid - b.uid)) {
    const owner = state.users.find((u) => u.uid === uid);
    const why = { title: 'deviceIncome', params: { date: serverDate(day) } } as const;
    if (owner) credit(state, owner, 'QC', sum(amounts), why, day + DAY_MS);
  }
}

/**
 * Writes every bound device's income rows for each whole hour of the clock up to `time`, then pays each owner the
 * days that have ended.
 */
export function advanceDevices(state: DbState, time: number): void {
  for (const device of state.devices) {
    if (device.ownerUid === null || device.earnedUntil === null) continue;
    for (let hour = Math.floor(device.earnedUntil / HOUR) * HOUR + HOUR; hour <= time; hour += HOUR)
      earnUntil(state, device, hour);
  }
  payEndedDays(state, time);
}

export function bindDevice(device: DeviceRow, uid: number, name: Translations, time: number): void {
  Object.assign(device, { ownerUid: uid, name, bindTime: time, earnedUntil: time });
}

/**
 * Frees the device: the owner's row of the online minutes of the hour so far is written (paid with the day's other
 * rows when the day ends), and their rows stay.
 */
export function unbindDevice(state: DbState, device: DeviceRow, time: number): void {
  earnUntil(state, device, time);
  Object.assign(device, { ownerUid: null, name: null, bindTime: null, earnedUntil: null });
}
