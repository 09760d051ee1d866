import { useId, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useModifyProfile } from '../../../api/account/account';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import { isTrc20Address } from './bindRules';

interface BindFormProps {
  current: string;
  onClose: () => void;
}

/** Enters the address (spaces from copying are dropped), checks its format, saves it on the profile. */
export function BindForm({ current, onClose }: BindFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const modify = useModifyProfile();
  const address = text.replace(/\s/g, '');

  const save = async () => {
    if (!isTrc20Address(address)) {
      setProblem(t('money.addressInvalid'));
      return;
    }
    await modify.mutateAsync({ withdrawAddress: address });
    toast(t('money.addressSaved'), 'success');
    onClose();
  };

  return (
    <section className="card" aria-label={t('money.bindTitle')}>
      <div className="money-field">
        <label className="money-label" htmlFor={id}>
          {t('money.addressLabel')}
        </label>
        <TextArea
          id={id}
          className="money-address-input"
          placeholder={t('money.addressPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 3 }}
          value={text}
          onChange={(next) => {
            setText(next);
            setProblem(null);
          }}
        />
        {problem ? (
          <p className="money-problem" role="alert">
            {problem}
          </p>
        ) : (
          <p className="money-note">{t('money.addressRule')}</p>
        )}
      </div>
      <p className="money-warning">{t('money.addressWarning')}</p>
      <div className="money-actions">
        <SendButton block color="primary" size="large" onSend={save}>
          {t('money.saveAddress')}
        </SendButton>
        {current ? (
          <Button block fill="none" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
