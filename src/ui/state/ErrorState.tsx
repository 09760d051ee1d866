import { StateBlock } from './StateBlock';
import { StateBox } from './StateBox';
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
    <StateBox
      kind="error"
      testId="error-state"
      title={t('error.loadFailedTitle')}
      text={message}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  );
}
