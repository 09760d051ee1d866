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

/** `count` copies of one stand-in (`card`, classed `cardClass`) in a list's own layout, announced once as loading. */
function StandIns({
  count,
  className,
  cardClass,
  card,
}: {
  count: number;
  className: string;
  cardClass: string;
  card: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cardClass} aria-hidden>
          {card}
        </div>
      ))}
    </div>
  );
}

/** Rows in the shape of a RowCard (a picture beside a name, a price and a note): listings, auctions, orders. */
export function RowCardSkeletons({ count = 4, className }: { count?: number; className?: string }) {
  return (
    <StandIns
      count={count}
      className={`row-skeletons ${className ?? ''}`}
      cardClass="row-card"
      card={
        <>
          <span className="skeleton row-card-picture skeleton-picture" />
          <span className="row-card-body">
            <SkeletonLine />
            <SkeletonLine kind="short" />
            <SkeletonLine kind="thin" />
          </span>
        </>
      }
    />
  );
}

/** Cards in the shape of a product grid's (a square picture over a name and a price), two to a row. */
export function CardGridSkeletons({ count = 4 }: { count?: number }) {
  return (
    <StandIns
      count={count}
      className="tile-grid"
      cardClass="tile-card"
      card={
        <>
          <span className="skeleton tile-card-picture" />
          <span className="tile-card-body">
            <SkeletonLine />
            <SkeletonLine kind="short" />
          </span>
        </>
      }
    />
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
