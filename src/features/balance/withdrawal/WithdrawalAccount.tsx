import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/account/account';
import { BindForm } from './BindForm';
import { MoneyShell } from '../MoneyShell';

/** The withdrawal account: the USDT (TRC-20) address withdrawals are paid to (docs/decisions/0010). */
export default function WithdrawalAccount() {
  const { t } = useTranslation();
  const bound = useMe((me) => me.withdrawAddress ?? '').data ?? '';
  const [editing, setEditing] = useState(false);

  return (
    <MoneyShell>
      <p className="money-intro">{t('money.bindIntro')}</p>
      {editing || bound === '' ? (
        <BindForm current={bound} onClose={() => setEditing(false)} />
      ) : (
        <section className="card" aria-label={t('money.boundAddress')}>
          <p className="money-hero-label">{t('money.boundAddress')}</p>
          <p className="money-address">{bound}</p>
          <p className="money-note">{t('money.network')}</p>
          <Button block color="primary" fill="outline" onClick={() => setEditing(true)}>
            {t('money.changeAddress')}
          </Button>
        </section>
      )}
    </MoneyShell>
  );
}
