import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../ui/display/SafeHtml';
import './detailsPage.css';
import './DetailsDescription.css';

/** The server's product description, sanitised. */
export function DetailsDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html.trim()) return null;
  return (
    <section className="card details-section">
      <h3 className="details-section-title">{t('details.description')}</h3>
      <SafeHtml html={html} className="details-describe" />
    </section>
  );
}
