import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftDirectionPages, type Gift, type GiftDirection } from '../../api/messages/message';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { Segmented } from '../../ui/layout/Segmented';
import { GiftBoxCard } from './GiftBoxCard';
import { useMarkBoxRead } from '../messages';
import './GiftInbox.css';

/** `/pages/message/GiftMessage`: the gifts the user received and sent; a received one is claimed here. */
export default function GiftInbox() {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<GiftDirection>('received');
  useMarkBoxRead('gift');
  return (
    <PageShell>
      <div className="gift-controls">
        <Segmented<GiftDirection>
          label={t('message.box.gift')}
          value={direction}
          options={[
            { value: 'received', label: t('message.gift.received') },
            { value: 'sent', label: t('message.gift.sent') },
          ]}
          onChange={setDirection}
        />
        <p className="page-note">{t('message.gift.note')}</p>
      </div>
      <InfiniteList<Gift>
        key={direction}
        className="gift-list"
        query={giftDirectionPages(direction)}
        itemKey={(gift) => gift.id}
        renderItem={(gift) => <GiftBoxCard gift={gift} direction={direction} />}
        emptyText={t(direction === 'sent' ? 'message.gift.noneSent' : 'message.empty.gift')}
      />
    </PageShell>
  );
}
