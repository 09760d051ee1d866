import type { DetailsType } from './detailsPath';

const KINDS: readonly DetailsType[] = ['goods', 'treasure', 'crowd'];

export const parseKind = (raw: string | null): DetailsType | null =>
  KINDS.find((kind) => kind === raw) ?? null;

export const drawPath = (issueId: number) => `/pages/index/draw?id=${issueId}`;

export const RECHARGE_PATH = '/pages/my/recharge';
