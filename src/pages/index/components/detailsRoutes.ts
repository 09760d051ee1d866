import type { DetailsType } from './detailsPath';

const KINDS: readonly DetailsType[] = ['goods', 'treasure', 'crowd'];

/** A positive whole id from the query string, or null for anything else. */
export function parseId(raw: string | null): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const parseKind = (raw: string | null): DetailsType | null =>
  KINDS.find((kind) => kind === raw) ?? null;

export const drawPath = (issueId: number) => `/pages/index/draw?id=${issueId}`;

export const RECHARGE_PATH = '/pages/my/recharge';
