import { parseId } from '../../lib/validate';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { DetailsNotFound } from '../product';

import { DrawView } from './DrawView';
import './draw.css';

/** `/pages/index/draw?id=<issueId>`: waiting for the draw, won or not won, or ended and refunded. */
export default function DrawResult() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  return (
    <PageShell>
      {id === null ? <DetailsNotFound title={t('draw.notFound')} /> : <DrawView key={id} id={id} />}
    </PageShell>
  );
}
