import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../api/config';
import { ConfigDocument } from './ConfigDocument';

/** QC's white paper: server HTML from the config, in the user's language, sanitised. */
export default function WhitePaper() {
  const { t } = useTranslation();
  return (
    <ConfigDocument config={usePublicConfig()} field="whitepaper" emptyText={t('issuance.paper.empty')} />
  );
}
