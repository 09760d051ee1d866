import { Button, Input } from 'antd-mobile';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { useTranslation } from 'react-i18next';
import type { ReceiverLookup } from '../../ui/money/useReceiverLookup';

interface GiftReceiverProps {
  text: string;
  lookup: ReceiverLookup;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/** The receiver's user id, and who it belongs to (as text) before anything is sent. Strings: area `gift`. */
export function GiftReceiver({ text, lookup, onChange, onBlur }: GiftReceiverProps) {
  const { t } = useTranslation();
  return (
    <div className="gift-field">
      <label className="gift-label" htmlFor="gift-receiver">
        {t('gift.receiver')}
      </label>
      <Input
        id="gift-receiver"
        className="gift-input"
        inputMode="numeric"
        placeholder={t('gift.receiverPlaceholder')}
        value={text}
        onChange={(value) => onChange(value.replace(/\D/g, '').slice(0, 12))}
        onBlur={onBlur}
      />
      <ReceiverStatus lookup={lookup} />
    </div>
  );
}

function ReceiverStatus({ lookup }: { lookup: ReceiverLookup }) {
  const { t } = useTranslation();
  switch (lookup.status) {
    case 'empty':
      return null;
    case 'checking':
      return <p className="gift-note">{t('gift.checking')}</p>;
    case 'found':
      return (
        <div className="gift-receiver" data-testid="gift-receiver">
          <UserAvatar src={lookup.user.avatar} className="gift-avatar" />
          <span className="gift-receiver-name">{lookup.user.nickName}</span>
          <span className="gift-note">{t('gift.receiverId', { uid: lookup.user.uid })}</span>
        </div>
      );
    case 'failed':
      return (
        <p className="gift-problem" role="alert">
          {t('gift.lookupFailed')}{' '}
          <Button size="mini" fill="none" color="primary" onClick={lookup.retry}>
            {t('common.retry')}
          </Button>
        </p>
      );
    default:
      return (
        <p className="gift-problem" role="alert">
          {t(lookup.status === 'self' ? 'gift.self' : 'gift.notFound')}
        </p>
      );
  }
}
