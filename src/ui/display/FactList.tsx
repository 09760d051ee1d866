import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value rows (order facts, a winner's draw, a shipment, a checkout). */
export function FactList({
  facts,
  className,
  rowClassName,
}: {
  facts: Fact[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={rowClassName}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
