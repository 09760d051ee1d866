import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './Skeletons.css';
import '../layout/TileCard.css';

/**
 * What stands in for a list while its first page loads: grey shapes of what comes, with a shimmer like the UI
 * kit's (still for a user who asks for less motion), announced once as loading. Drawn by our own CSS, not the
 * kit's Skeleton, whose JS would weigh on every screen that shows one.
 */

/** One grey line of a stand-in; `short` for a price, `thin` for a note. */
export function SkeletonLine({ kind, className }: { kind?: 'short' | 'thin'; className?: string }) {
  return <span className={`skeleton skeleton-line${kind ? ` is-${kind}` : ''} ${className ?? ''}`} />;
}

/** The stand-in cards, one per shape of list. */
const CARDS = {
  /** a RowCard: a picture beside a name, a price and a note (listings, auctions) */
  row: {
    cardClass: 'row-card',
    card: (
      // The card's frame is its link's layout (ui/layout/RowCard.css, which the list's own cards bring: not
      // imported here, so that the home's grid does not carry it onto the first screen); here it links nowhere.
      <span className="row-card-link">
        <span className="skeleton row-card-picture skeleton-picture" />
        <span className="row-card-body">
          <SkeletonLine />
          <SkeletonLine kind="short" />
          <SkeletonLine kind="thin" />
        </span>
      </span>
    ),
  },
  /** a product grid's card: a square picture over a name and a price, two to a row */
  grid: {
    cardClass: 'tile-card',
    card: (
      <>
        <span className="skeleton tile-card-picture" />
        <span className="tile-card-body">
          <SkeletonLine />
          <SkeletonLine kind="short" />
        </span>
      </>
    ),
  },
} as const;

interface ListSkeletonProps {
  /** the shape of the list's cards */
  shape: keyof typeof CARDS;
  /** the list's own class, so that the stand-ins sit in its layout (gaps, margins, columns) */
  className: string;
  count?: number;
}

/** What stands in for a list of cards while its first page loads: `count` grey cards, announced once as loading. */
export function ListSkeleton({ shape, className, count = 4 }: ListSkeletonProps) {
  const { t } = useTranslation();
  const { cardClass, card } = CARDS[shape];
  return (
    <div className={`list-skeleton ${className}`} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cardClass} aria-hidden>
          {card}
        </div>
      ))}
    </div>
  );
}

/**
 * Figures not known yet (balances, counts): a grey value over a grey label each, in the list's own layout
 * (`className`), never a 0 that is not the figure.
 */
export function FiguresSkeleton({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <ul className={className} aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="figure-skeleton">
            <SkeletonLine kind="short" />
            <SkeletonLine kind="thin" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A figure once it is known, a grey line in its place until then: never a 0 that is not the figure. */
export function Known<T>({ value, children }: { value: T | undefined; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (value !== undefined) return <>{children(value)}</>;
  return (
    <span className="figure-pending" role="status" aria-label={t('common.loading')}>
      <SkeletonLine kind="short" />
    </span>
  );
}
