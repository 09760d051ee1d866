import { parseId } from '../../../lib/validate';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderKind } from '../../../api/shared';
import { PageShell } from '../../../ui/layout/PageShell';
import { EvaluateNotice } from './EvaluateNotice';
import { EvaluateOrder } from './EvaluateOrder';

import './evaluate.css';

const KINDS: readonly OrderKind[] = ['goods', 'treasure', 'crowd', 'auction'];

const parseKind = (raw: string | null): OrderKind => KINDS.find((kind) => kind === raw) ?? 'goods';

/** `/pages/order/evaluate?id=<orderId>&kind=goods|treasure|crowd|auction` (kind defaults to goods). */
export default function ReviewOrder() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const kind = parseKind(params.get('kind'));

  if (id === null) {
    return (
      <PageShell>
        <EvaluateNotice title={t('evaluate.notFound')} text={t('evaluate.notFoundText')} />
      </PageShell>
    );
  }
  return <EvaluateOrder key={`${kind}-${id}`} kind={kind} id={id} />;
}
