import { Button, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SendFate } from './useSendFate';
import './money.css';
import './SendFateNotice.css';

/**
 * What the page knows of a send whose answer was lost: checking, it went through, it did not (nothing moved,
 * send again if you like), or not known yet with "Check again". Nothing is sent again by itself.
 */
export function SendFateNotice({ fate, onCheckAgain }: { fate: SendFate; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  if (fate === 'idle') return null;
  const color = fate === 'notDone' || fate === 'unknown' ? 'alert' : 'info';
  return (
    <div role={fate === 'checking' ? 'status' : 'alert'} className={`send-fate send-fate-${fate}`}>
      <NoticeBar className="money-lost" color={color} wrap content={t(`error.sendFate.${fate}`)} />
      {fate === 'unknown' ? (
        <Button size="small" fill="outline" onClick={onCheckAgain}>
          {t('error.sendFate.checkAgain')}
        </Button>
      ) : null}
    </div>
  );
}
