import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../api/account/account';
import { href } from '../../lib/href';
import type { Money } from '../../lib/money';
import { FactList } from '../../ui/display/FactList';
import { useFormat } from '../../ui/hooks/useFormat';

interface TransferSentProps {
  receiver: PublicUser;
  amount: Money;
  /** null when the transfer was found after its answer was lost: the ledger does not say it */
  orderNo: string | null;
  usdt: Money;
}

/** A transfer that went through: how much to whom, its number and the USDT left. */
export function TransferSent({ receiver, amount, orderNo, usdt }: TransferSentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usdtText = useFormat().usdt;
  const facts = [
    ...(orderNo === null ? [] : [{ label: t('money.orderNo'), value: orderNo }]),
    { label: t('money.usdtBalance'), value: usdtText(usdt) },
  ];
  return (
    <section className="card" aria-label={t('money.transferSent')}>
      <Result
        status="success"
        title={t('money.transferSent')}
        description={t('money.transferSentText', { amount: usdtText(amount), name: receiver.nickName })}
      />
      <FactList facts={facts} className="money-facts" />
      <Button block color="primary" onClick={() => navigate(href('/pages/my/transfer'), { replace: true })}>
        {t('money.done')}
      </Button>
    </section>
  );
}
