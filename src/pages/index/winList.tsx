import { useTranslation } from 'react-i18next';
import { getWinnerList, treasureKeys, type Winner } from '../../api/treasure';
import { InfiniteList, SMALL_PAGE_SIZE } from '../../ui/InfiniteList';
import { PageShell } from '../../ui/PageShell';
import { WinnerCard } from './components/WinnerCard';
import './components/lists.css';

/** Everyone who won a draw, newest first. */
export default function WinListPage() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <InfiniteList<Winner>
        className="winner-list"
        queryKey={[...treasureKeys.all, 'winners', 'infinite']}
        pageSize={SMALL_PAGE_SIZE}
        fetchPage={(pageIndex, pageSize) => getWinnerList({ pageIndex, pageSize })}
        itemKey={(winner) => winner.id}
        renderItem={(winner) => <WinnerCard winner={winner} />}
        emptyText={t('winList.empty')}
      />
    </PageShell>
  );
}
