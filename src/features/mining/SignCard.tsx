import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useMiningSignMutation } from '../../api/mining/mining';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import '../../ui/layout/panel.css';

/** The daily sign: 1 QC once a server day; afterwards it reads "signed today". */
export function SignCard({ signed }: { signed: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sign = useMiningSignMutation();

  const send = async () => {
    const { reward } = await sign.mutateAsync();
    toast(t('mining.sign.done', { reward: format.qc(reward) }), 'success');
  };

  return (
    <section className="card mining-row-card" aria-label={t('mining.sign.title')}>
      <div className="mining-row-text">
        <h2 className="panel-heading mining-row-title">{t('mining.sign.title')}</h2>
        <p className="panel-note mining-row-note">{t('mining.sign.text')}</p>
      </div>
      {signed ? (
        <span className="mining-signed" data-testid="mining-signed">
          <CheckCircleOutline aria-hidden /> {t('mining.sign.signed')}
        </span>
      ) : (
        <SendButton color="primary" size="small" onSend={send}>
          {t('mining.sign.action')}
        </SendButton>
      )}
    </section>
  );
}
