import type { Translations } from '../../treasure/db/schemaTreasure';

/**
 * A device the platform made (docs/api.md §17, decision 0040): a mining box known by its serial number, bound to
 * one owner at a time. Whether it is online is read from its outages (db/devices `deviceStateAt`); its income is
 * written at each whole hour of the clock and paid into the owner's QC when the server day ends (db/devices
 * `advanceDevices`).
 */
export interface DeviceRow {
  id: number;
  sn: string;
  model: DeviceModel;
  firmware: string;
  /** its outage of every server day: the minute of the day it goes offline and for how long; null: none */
  dailyOutage: { from: number; minutes: number } | null;
  /** one-off outages, in ms (a seeded device's) */
  outages: { from: number; to: number }[];
  ownerUid: number | null;
  /** the owner's name for it, in each language (what they typed reads the same in all six); null while free */
  name: Translations | null;
  bindTime: number | null;
  /** how far its owner's income rows have been written (the bind time at first, then each whole hour) */
  earnedUntil: number | null;
}

export type DeviceModel = 'mini' | 'pro' | 'max';

/**
 * What a device earned its owner for the online minutes up to `createTime` (a whole hour, or the unbinding); the
 * day's rows are paid into the owner's QC as one ledger line when the server day ends.
 */
export interface DeviceIncomeRow {
  id: number;
  deviceId: number;
  uid: number;
  sn: string;
  /** the device's name when the row was written (the list shows the current one while it is still the user's) */
  name: Translations;
  amount: number;
  createTime: number;
}
