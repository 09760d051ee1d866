import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataView } from '../../ui/state/DataView';
import './FiguresHero.css';

interface Figure {
  label: string;
  value: ReactNode;
}

interface FiguresHeroProps<T> {
  /** the card's name for assistive technology */
  title: string;
  query: UseQueryResult<T>;
  /** the large figure and what it is */
  main: (data: T) => Figure;
  /** the figures under it, in a row */
  figures: (data: T) => Figure[];
  testIds: { main: string; figures: string };
}

/** The devices' figures card (home, earnings): one large figure, and a row of others under it. */
export function FiguresHero<T>({ title, query, main, figures, testIds }: FiguresHeroProps<T>) {
  return (
    <section className="card device-hero" aria-label={title}>
      <DataView query={query}>
        {(data) => {
          const lead = main(data);
          const row = figures(data);
          return (
            <>
              <p className="device-hero-label">{lead.label}</p>
              <p className="device-hero-value" data-testid={testIds.main}>
                {lead.value}
              </p>
              <dl
                className={row.length === 2 ? 'device-hero-figures is-two' : 'device-hero-figures'}
                data-testid={testIds.figures}
              >
                {row.map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </DataView>
    </section>
  );
}
