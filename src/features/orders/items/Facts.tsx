import { FactList, type Fact } from '../../../ui/display/FactList';
import './Facts.css';

export type { Fact };

/** An order's label and value rows. */
export function Facts({ facts }: { facts: Fact[] }) {
  return <FactList facts={facts} className="order-facts" rowClassName="order-fact" />;
}
