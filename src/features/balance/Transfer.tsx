import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe, type PublicUser } from '../../api/account/account';
import { MoneyGiftEntry } from './MoneyGiftEntry';
import { MoneyShell } from './MoneyShell';
import { TransferRecent } from './TransferRecent';
import { TransferSearch } from './TransferSearch';
import { submitTransferPath } from './TransferUserRow';
import { Amount } from '../../ui/money/Amount';

/** Picking who receives USDT (a recent receiver or one found by id or phone), and gifting balance or points. */
export default function Transfer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usdt = useMe((me) => me.usdtBalance).data ?? 0;
  const pick = (user: PublicUser) => navigate(submitTransferPath(user.uid));

  return (
    <MoneyShell>
      <section className="card money-hero" aria-label={t('money.usdtBalance')}>
        <span className="money-hero-label">{t('money.usdtBalance')}</span>
        <Amount as="strong" className="money-hero-value" value={usdt} unit="USDT" />
      </section>
      <TransferSearch onPick={pick} />
      <TransferRecent onPick={pick} />
      <MoneyGiftEntry />
    </MoneyShell>
  );
}
