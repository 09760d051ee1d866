import { Navigate, useSearchParams } from 'react-router';
import { KINDS, parseFilter, type HubKind } from '../../api/orders/rules/orderKinds';

/**
 * The spec's addresses of one kind's orders (direct, draw, invest): they open the orders page on that kind's
 * tab, with the label filter they carry. One screen lists a kind's orders, the one the Me tab leads to
 * (decision 0053).
 */
export function OrderKindAddress({ kind }: { kind: HubKind }) {
  const [params] = useSearchParams();
  const filter = parseFilter(kind, params.get('filter'));
  return <Navigate replace to={KINDS[kind].listPath(filter === 'all' ? undefined : filter)} />;
}
