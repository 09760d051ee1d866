import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import { LinkRow } from '../../ui/layout/LinkRow';
import './WalletDocumentLinks.css';

/** Where QC's figures and papers are: today's issuance and circulation, the white paper and resources. */
export function WalletDocumentLinks() {
  const { t } = useTranslation();
  return (
    <>
      <nav className="issuance-links" aria-label={t('wallet.links.figures')}>
        <h2 className="issuance-links-heading">{t('wallet.links.figures')}</h2>
        <LinkRow to={href('/pages/wallet/todayAdd')}>{t('title.wallet.todayAdd')}</LinkRow>
        <LinkRow to={href('/pages/wallet/todayCirc')}>{t('title.wallet.todayCirc')}</LinkRow>
      </nav>
      <nav className="issuance-links" aria-label={t('wallet.links.documents')}>
        <h2 className="issuance-links-heading">{t('wallet.links.documents')}</h2>
        <LinkRow to={href('/pages/wallet/whitePaper')}>{t('title.wallet.whitePaper')}</LinkRow>
        <LinkRow to={href('/pages/wallet/resources')}>{t('title.wallet.resources')}</LinkRow>
      </nav>
    </>
  );
}
