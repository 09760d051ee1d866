import { Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/errors';
import { SendButton } from '../../ui/money/SendButton';
import { NOT_SENT } from '../../ui/money/useSendGuard';
import { useJoinGroup } from './useJoinGroup';
import '../../ui/layout/panel.css';

/** Joins a group by the code its members share; a refusal ("group not found") shows under the field. */
export function JoinGroupForm({ inGroup }: { inGroup: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const join = useJoinGroup();

  const send = async () => {
    if (!code.trim()) {
      setError(t('mining.join.codeRequired'));
      return NOT_SENT;
    }
    setError('');
    try {
      const joined = await join(code);
      // Staying put sent nothing: Join may be tapped again at once.
      if (!joined) return NOT_SENT;
      setCode('');
    } catch (failure) {
      setError(isApiError(failure) && failure.msg ? failure.msg : t('mining.join.failed'));
    }
  };

  return (
    <section className="card" aria-label={t(inGroup ? 'mining.join.another' : 'mining.join.title')}>
      <h2 className="panel-heading">{t(inGroup ? 'mining.join.another' : 'mining.join.title')}</h2>
      <label className="panel-label" htmlFor={id}>
        {t('mining.join.code')}
      </label>
      <div className="mining-join">
        <Input
          id={id}
          className="panel-input mining-join-input"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError('');
          }}
          placeholder={t('mining.join.placeholder')}
          maxLength={20}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
        />
        <SendButton color="primary" onSend={send}>
          {t('mining.join.action')}
        </SendButton>
      </div>
      {error ? (
        <p className="panel-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
