import type { DetailsType } from './detailsPath';
import { href } from '../../lib/href';

const KINDS: readonly DetailsType[] = ['goods', 'treasure', 'crowd'];

export const parseKind = (raw: string | null): DetailsType | null =>
  KINDS.find((kind) => kind === raw) ?? null;

export const drawPath = (issueId: number) => href('/pages/index/draw', { id: issueId });

export const RECHARGE_PATH = href('/pages/my/recharge');
