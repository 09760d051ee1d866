import { parseId } from '../../lib/validate';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { DetailsGoodsView } from './GoodsDetails';
import { DetailsIssueView } from '../draws';
import { DetailsNotFound } from '../product';
import { parseKind } from '../product';

/** `/pages/index/details?type=goods|treasure|crowd&id=…`: a store good or an issue, with its buy sheet. */
export default function ProductDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = parseKind(params.get('type'));
  const id = parseId(params.get('id'));

  if (!kind || id === null) {
    return (
      <PageShell>
        <DetailsNotFound title={t('details.notFound')} />
      </PageShell>
    );
  }
  // Keyed by the id so that going to the next issue starts from a fresh page, sheet closed.
  return kind === 'goods' ? <DetailsGoodsView key={id} id={id} /> : <DetailsIssueView key={id} id={id} />;
}
