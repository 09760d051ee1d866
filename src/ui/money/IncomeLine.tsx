import type { ReactNode } from 'react';
import './IncomeLine.css';

interface IncomeLineProps {
  title: ReactNode;
  /** when, and what else the row says, under the title */
  sub: ReactNode;
  /** the signed amount */
  amount: ReactNode;
  /** the amount in the colour of money coming in */
  incoming?: boolean;
  testId?: string;
}

/** One row of an income list (mining, devices): what it was, when, and the amount. */
export function IncomeLine({ title, sub, amount, incoming, testId }: IncomeLineProps) {
  return (
    <div className="income-line" data-testid={testId}>
      <span className="income-line-main">
        <span className="income-line-title" data-may-clip>
          {title}
        </span>
        <span className="income-line-sub">{sub}</span>
      </span>
      <span className={incoming ? 'income-line-amount is-in' : 'income-line-amount'}>{amount}</span>
    </div>
  );
}
