import type { AddressFields } from '../../../../api/account/profile';
import { ADDRESS_REJECT_REASON } from '../../orders/orderTexts';
import { addNotice } from '../../../db/notices';
import type { AddressRow, DbState } from '../../../db/schema';

/** How long an address waits under review before the (simulated) staff decide it. */
export const ADDRESS_REVIEW_MS = 60_000;
/** An address whose text holds this word, in any case, is rejected: the demo's way to see a rejection. */
export const REJECT_MARKER = /reject/i;

export const addressOf = (state: DbState, uid: number): AddressRow | undefined =>
  state.addresses.find((a) => a.uid === uid);

export function approvedAddressOf(state: DbState, uid: number): AddressRow | undefined {
  const address = addressOf(state, uid);
  return address?.status === 1 ? address : undefined;
}

/** Saves the user's one address, replacing any earlier one, and puts it under review. */
export function submitAddress(state: DbState, uid: number, fields: AddressFields, time: number): AddressRow {
  const row: AddressRow = { uid, ...fields, status: 0, rejectReason: null, submittedAt: time };
  const existing = addressOf(state, uid);
  if (!existing) {
    state.addresses.push(row);
    return row;
  }
  return Object.assign(existing, row);
}

/**
 * Decides every address whose review time has come by `time`, and tells its user. A user has one address,
 * keyed by their uid: the notice's refId is that key.
 */
export function reviewAddresses(state: DbState, time: number): void {
  for (const row of state.addresses) {
    if (row.status !== 0 || row.submittedAt + ADDRESS_REVIEW_MS > time) continue;
    const decidedAt = row.submittedAt + ADDRESS_REVIEW_MS;
    if (REJECT_MARKER.test(row.address)) {
      row.status = 2;
      row.rejectReason = { ...ADDRESS_REJECT_REASON };
      const about = { kind: 'addressRejected', refId: row.uid } as const;
      addNotice(state, row.uid, about, { reason: ADDRESS_REJECT_REASON }, decidedAt);
    } else {
      row.status = 1;
      addNotice(state, row.uid, { kind: 'addressApproved', refId: row.uid }, {}, decidedAt);
    }
  }
}
