import { useCallback, useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { auctionPages, type Auction } from '../../api/auctions/auction';
import { useAuctionLive } from '../../socket/useAuctionLive';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { useQueryParam } from '../../ui/hooks/usePageParams';
import { ListSkeleton } from '../../ui/state/Skeletons';
import { AuctionCard } from './AuctionCard';
import { DUE_POLL_MS } from './auctionPhase';
import { LiveNotice } from './LiveNotice';
import './auction.css';
import './AuctionList.css';

export type AuctionTab = 'ongoing' | 'upcoming' | 'ended';

const TABS: readonly AuctionTab[] = ['ongoing', 'upcoming', 'ended'];
/** The ended tab lists every closed auction: ended (sold) and reserved (not sold). */
const STATUS: Record<AuctionTab, 0 | 1 | 2> = { ongoing: 1, upcoming: 0, ended: 2 };

const parseTab = (raw: string | null): AuctionTab => TABS.find((tab) => tab === raw) ?? 'ongoing';

/** Tracks the cards whose countdown reached zero: while any is, the list is read again every 2 s. */
function useDueCards() {
  const [due, setDue] = useState<ReadonlySet<number>>(() => new Set());
  const report = useCallback((id: number, isDue: boolean) => {
    setDue((current) => {
      if (current.has(id) === isDue) return current;
      const next = new Set(current);
      if (isDue) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return [due.size > 0, report] as const;
}

/** `/pages/index/auction?tab=ongoing|upcoming|ended`: the auctions, 20 a page, live while they run. */
export function AuctionList() {
  const { t } = useTranslation();
  const [tab, setTab] = useQueryParam('tab', parseTab);
  const [anyDue, reportDue] = useDueCards();
  useAuctionLive();

  return (
    <div className="auction-page">
      <LiveNotice />
      <Tabs
        className="auction-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key === 'ongoing' ? undefined : key)}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`auction.tabs.${key}`)} />
        ))}
      </Tabs>
      <InfiniteList<Auction>
        key={tab}
        className="auction-list"
        query={{
          ...auctionPages({ status: STATUS[tab] }),
          refetchInterval: anyDue ? DUE_POLL_MS : false,
        }}
        itemKey={(auction) => auction.id}
        renderItem={(auction) => <AuctionCard auction={auction} onDue={reportDue} />}
        emptyText={t(`auction.empty.${tab}`)}
        loading={<ListSkeleton shape="row" className="auction-list" />}
      />
    </div>
  );
}
