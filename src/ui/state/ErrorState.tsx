import { Button } from 'antd-mobile';
import { StateBlock } from './StateBlock';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError } from '../../lib/errors';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed data view: a timeout reads "tap to retry" and the whole block retries; other errors get a button. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  if (isNetworkError(error)) {
    return (
      <button type="button" className="state-tap" onClick={onRetry} data-testid="error-state">
        <StateBlock kind="offline" title={t('error.timeoutTitle')} description={t('error.tapToRetry')} />
      </button>
    );
  }
  const message = isApiError(error) && error.msg ? error.msg : t('error.loadFailed');
  return (
    <div className="state-box" data-testid="error-state">
      <StateBlock kind="error" title={t('error.loadFailedTitle')} description={message}>
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </StateBlock>
    </div>
  );
}
