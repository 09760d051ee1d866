import { Button } from 'antd-mobile';
import { StateBlock } from './StateBlock';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError } from '../../lib/errors';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** one line that retries when tapped, for a strip of fixed height (StateBlock's `inline`) */
  inline?: boolean;
}

/**
 * A failed data view: a timeout reads "tap to retry" and the whole block retries; other errors get a button.
 * Inline, every failure is one tappable line: what went wrong, then "tap to retry".
 */
export function ErrorState({ error, onRetry, inline }: ErrorStateProps) {
  const { t } = useTranslation();
  const network = isNetworkError(error);
  const serverMessage = isApiError(error) && error.msg ? error.msg : undefined;
  if (network || inline) {
    return (
      <button
        type="button"
        className={inline ? 'state-tap is-inline' : 'state-tap'}
        onClick={onRetry}
        data-testid="error-state"
      >
        <StateBlock
          kind={network ? 'offline' : 'error'}
          title={network ? t('error.timeoutTitle') : (serverMessage ?? t('error.loadFailedTitle'))}
          description={t('error.tapToRetry')}
          inline={inline}
        />
      </button>
    );
  }
  return (
    <div className="state-box" data-testid="error-state">
      <StateBlock
        kind="error"
        title={t('error.loadFailedTitle')}
        description={serverMessage ?? t('error.loadFailed')}
      >
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </StateBlock>
    </div>
  );
}
