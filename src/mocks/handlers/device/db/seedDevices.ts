import { SEEDED_DEVICE_NAMES } from '../deviceTexts';
import { advanceDevices, bindDevice, defaultNameOf, DEVICE_MODELS } from './devices';
import type { DbState, DeviceModel, DeviceRow } from '../../../db/schema';
import { days, HOUR, hours, MINUTE, type SeedClock } from '../../../db/seedClock';
import { takeId } from '../../../db/sequence';

/**
 * Seeded devices (docs/api.md §17 "Seeded devices"): the pool the platform made. The demo's two and other users'
 * devices were bound days ago and their income rows, and each ended day's QC line, are written by the clock's own
 * rules; the free ones are for binding in a demo (README).
 */
export const SEEDED_DEVICES = {
  /**
   * the demo's Pro: online when seeded, a 15-minute outage a day (8 hours past the time of day it was seeded); its
   * name in English here, in each language on the device (texts/deviceTexts.ts)
   */
  livingRoom: { sn: 'QC3D5E7G9J1K', name: SEEDED_DEVICE_NAMES.livingRoom.en_us },
  /** the demo's Mini: offline from 3 hours before seeding to 2 hours after */
  office: { sn: 'QC8M1N3P5Q7R', name: SEEDED_DEVICE_NAMES.office.en_us },
  /** free, never offline */
  alwaysOn: ['QC7F3K9M2A1B', 'QC4H8N2P6R0T', 'QC9W5X1Y3Z7Q'],
  /** free, with an outage every day */
  dailyOutage: ['QC2B6D8F0G4J', 'QC5L7M9N1P3S'],
  /** free as well (others the platform made) */
  moreFree: ['QCT4G7B1N5M8', 'QCH3J6K9L2Z4', 'QCV1C4X7Z0B3'],
  /** bound to 王小明 (two), 김민준, 佐藤 さくら, 陈静怡 and 이서연 (offline when seeded): the ranking, the network */
  others: ['QCM4X7B2K9D3', 'QCP6T1R8W3Z5', 'QCK2J5H8G1F4', 'QCN7V3C9X2L6', 'QCR5Y8U2I4O7', 'QCE3W6Q9A2S5'],
  /** how long before seeding the demo bound its two */
  demoBoundDaysAgo: 10,
} as const;

type Outage = DeviceRow['dailyOutage'];

const DAY_MINUTES = 24 * 60;

interface Made {
  sn: string;
  model: DeviceModel;
  dailyOutage: Outage;
}

const made = (sn: string, model: DeviceModel, dailyOutage: Outage = null): Made => ({
  sn,
  model,
  dailyOutage,
});

/** The minute of the server day `ms` after seeding falls on, so a seeded state holds whenever it is seeded. */
const minuteOfDay = (clock: SeedClock, ms: number) => {
  const minute = Math.floor((clock.now + ms - clock.today(0)) / MINUTE);
  return ((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
};

/** Other users' devices: who, how many days ago, and the outage of each (one is offline when seeded). */
function othersDevices(clock: SeedClock): (Made & { uid: number; boundDaysAgo: number })[] {
  const [max, pro, pro2, mini, max2, mini2] = SEEDED_DEVICES.others;
  return [
    { ...made(max, 'max', { from: 120, minutes: 45 }), uid: 100_003, boundDaysAgo: 9 },
    { ...made(pro, 'pro'), uid: 100_003, boundDaysAgo: 6 },
    { ...made(pro2, 'pro', { from: 900, minutes: 30 }), uid: 100_006, boundDaysAgo: 8 },
    { ...made(mini, 'mini', { from: 60, minutes: 120 }), uid: 100_007, boundDaysAgo: 5 },
    { ...made(max2, 'max'), uid: 100_010, boundDaysAgo: 4 },
    {
      ...made(mini2, 'mini', { from: minuteOfDay(clock, -HOUR), minutes: 180 }),
      uid: 100_012,
      boundDaysAgo: 7,
    },
  ];
}

function addDevice(state: DbState, device: Made): DeviceRow {
  const row: DeviceRow = {
    id: takeId(state, 'device'),
    ...device,
    firmware: DEVICE_MODELS[device.model].firmware,
    outages: [],
    ownerUid: null,
    name: null,
    bindTime: null,
    earnedUntil: null,
  };
  state.devices.push(row);
  return row;
}

export function seedDevices(state: DbState, clock: SeedClock): void {
  const demo = state.users[0]?.uid ?? 0;
  const { livingRoom, office } = SEEDED_DEVICES;
  const demoBound = clock.ago(days(SEEDED_DEVICES.demoBoundDaysAgo));
  const pro = addDevice(
    state,
    made(livingRoom.sn, 'pro', { from: minuteOfDay(clock, hours(8)), minutes: 15 }),
  );
  bindDevice(pro, demo, SEEDED_DEVICE_NAMES.livingRoom, demoBound);
  const mini = addDevice(state, made(office.sn, 'mini'));
  mini.outages.push({ from: clock.ago(hours(3)), to: clock.now + hours(2) });
  bindDevice(mini, demo, SEEDED_DEVICE_NAMES.office, demoBound + 20 * MINUTE);
  for (const other of othersDevices(clock)) {
    if (!state.users.some((u) => u.uid === other.uid)) throw new Error(`seed: no device owner ${other.uid}`);
    const row = addDevice(state, other);
    bindDevice(row, other.uid, defaultNameOf(row), clock.ago(days(other.boundDaysAgo)));
  }
  const [calm1, calm2, calm3] = SEEDED_DEVICES.alwaysOn;
  const [flaky1, flaky2] = SEEDED_DEVICES.dailyOutage;
  const [free1, free2, free3] = SEEDED_DEVICES.moreFree;
  for (const free of [
    made(calm1, 'pro'),
    made(calm2, 'mini'),
    made(calm3, 'max'),
    made(flaky1, 'mini', { from: 30, minutes: 90 }),
    made(flaky2, 'pro', { from: 780, minutes: 40 }),
    made(free1, 'mini', { from: 600, minutes: 20 }),
    made(free2, 'max'),
    made(free3, 'pro', { from: 1_320, minutes: 60 }),
  ])
    addDevice(state, free);
  // The income of the days before today is part of how the owners came to hold what they are seeded with: its
  // lines (one per owner and day) are written, the holdings stay (balanceSeededLedgers works each line's `after`
  // back from them). Today's rows are paid when today ends, as anyone's.
  const held = new Map(state.users.map((u) => [u.uid, u.qcBalance]));
  advanceDevices(state, clock.now);
  for (const user of state.users) user.qcBalance = held.get(user.uid) ?? user.qcBalance;
}
