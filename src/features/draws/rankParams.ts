import { firstPages, type FirstQuery } from '../../api/cache';
import type { RankWindow } from '../../api/shared';
import { rankPages, type IssueKind } from '../../api/draws/treasure';

export const WINDOWS: readonly RankWindow[] = ['today', '7day', 'history'];

export const parseKind = (raw: string | null): IssueKind => (raw === 'crowd' ? 'crowd' : 'treasure');
export const parseWindow = (raw: string | null): RankWindow =>
  WINDOWS.find((option) => option === raw) ?? 'today';

/** The board the address names (`?kind=crowd&type=7day`), sent by boot before React has loaded. */
export const rankingFirstData = (params: URLSearchParams): FirstQuery[] => [
  firstPages(rankPages(parseKind(params.get('kind')), parseWindow(params.get('type')))),
];
