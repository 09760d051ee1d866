import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value rows. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="order-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="order-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
