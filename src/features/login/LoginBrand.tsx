import { useTranslation } from 'react-i18next';

/** The shop's mark and greeting at the top of the sign-in pages. */
export function LoginBrand() {
  const { t } = useTranslation();
  return (
    <div className="login-brand">
      <div className="login-logo" aria-hidden>
        QC
      </div>
      <p className="login-welcome">{t('login.welcome')}</p>
    </div>
  );
}
