import { useTranslation } from 'react-i18next';
import './YouTag.css';

/** "you", after a name that is the signed-in user's (the leader, a winner, a bid of theirs), a space apart. */
export function YouTag() {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <span className="auction-you">{t('auction.detail.you')}</span>
    </>
  );
}
