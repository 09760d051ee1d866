import { useState } from 'react';
import { Button } from 'antd-mobile';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { RedoOutline } from 'antd-mobile-icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/account/account';
import { useRefreshMe } from '../../api/cache';
import { useSession } from '../../stores/session';
import { MoneyShell } from './MoneyShell';
import './transfer.css';
import { href } from '../../lib/href';
import { useFormat } from '../../ui/hooks/useFormat';

/** What the code holds: this user's transfer page, stamped so that each refresh draws a new code. */
export const paymentLink = (origin: string, uid: number, stamp: number) =>
  `${origin}${href('/pages/my/submitTransfer', { uid, t: stamp })}`;

/** The user's payment code: scanning it opens a transfer to them. Pulling down (or the button) renews it. */
export default function PaymentCode() {
  const { t } = useTranslation();
  const format = useFormat();
  const uid = useSession((s) => s.uid);
  const user = useMe().data;
  const refreshMe = useRefreshMe();
  // Two refreshes within one millisecond still give two different codes.
  const [stamp, setStamp] = useState(() => Date.now());
  const renew = () => setStamp((previous) => Math.max(Date.now(), previous + 1));
  const refresh = async () => {
    renew();
    await refreshMe();
  };
  const link = paymentLink(window.location.origin, uid, stamp);

  return (
    <MoneyShell onRefresh={refresh}>
      <section className="card payment-code" aria-label={t('money.paymentCode')}>
        <div className="payment-code-user">
          <UserAvatar src={user?.avatar ?? ''} className="transfer-avatar" />
          <div className="transfer-user-text">
            <span className="transfer-user-name">{user?.nickName}</span>
            <span className="money-row-sub">{t('money.userId', { uid })}</span>
          </div>
        </div>
        <div className="payment-code-qr">
          <QRCodeSVG value={link} size={220} level="M" marginSize={2} title={t('money.paymentCode')} />
        </div>
        <p className="money-note payment-code-hint">{t('money.scanToPay')}</p>
        <p className="money-note payment-code-hint">{t('money.codeTime', { time: format.time(stamp) })}</p>
        <Button block fill="outline" color="primary" onClick={renew}>
          <RedoOutline /> {t('money.renewCode')}
        </Button>
      </section>
    </MoneyShell>
  );
}
