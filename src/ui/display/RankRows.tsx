import type { ReactNode } from 'react';
import type { PagedQuery } from '../../api/paging';
import type { RankRowV2, RankWindow } from '../../api/shared';
import { maskName } from '../../lib/format';
import { InfiniteList } from '../state/InfiniteList';
import { RankItem } from './RankItem';

/** The windows a ranking is read in, in the order they are offered. */
export const RANK_WINDOWS: readonly RankWindow[] = ['today', '7day', 'history'];

interface RankRowsProps {
  /** the window's board, page by page (10 a page) */
  query: PagedQuery<RankRowV2>;
  /** what the amount is ("Income", "Received") */
  label: string;
  /** the amount as the board writes it */
  figure: (amount: number) => ReactNode;
  emptyText: string;
  className?: string;
}

/** A /apiv2 ranking window as it scrolls: place, avatar, masked name and the amount it ranks by. */
export function RankRows({ query, label, figure, emptyText, className = '' }: RankRowsProps) {
  return (
    <InfiniteList<RankRowV2>
      className={`rank-list ${className}`.trim()}
      query={query}
      itemKey={(row) => `${row.rank}-${row.uid}`}
      emptyText={emptyText}
      renderItem={(row) => (
        <RankItem
          rank={row.rank}
          avatar={row.avatar}
          name={maskName(row.nick_name)}
          figures={[{ label, value: figure(row.amount) }]}
        />
      )}
    />
  );
}
