import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRoute } from '../../lib/route';
import { toast } from '../../ui/state/toast';

/** After any kind of sign-in (the API hook keeps the session): say so, and go back to the safe `route` (or home). */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  return () => {
    toast(t('login.success'), 'success');
    navigate(safeRoute(params.get('route')), { replace: true });
  };
}
