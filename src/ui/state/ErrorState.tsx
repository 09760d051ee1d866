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
  if (inline) {
    const network = isNetworkError(error);
    const title = network
      ? t('error.timeoutTitle')
      : isApiError(error) && error.msg
        ? error.msg
        : t('error.loadFailedTitle');
    return (
      <button type="button" className="state-tap is-inline" onClick={onRetry} data-testid="error-state">
        <StateBlock
          kind={network ? 'offline' : 'error'}
          title={title}
          description={t('error.tapToRetry')}
          inline
        />
      </button>
    );
  }
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
