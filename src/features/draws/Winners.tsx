import { useTranslation } from 'react-i18next';
import { winnerPages, type Winner } from '../../api/draws/treasure';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { WinnerCard } from './WinnerCard';
import './lists.css';

/** Everyone who won a draw, newest first. */
export default function Winners() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <InfiniteList<Winner>
        className="winner-list"
        query={winnerPages()}
        itemKey={(winner) => winner.id}
        renderItem={(winner) => <WinnerCard winner={winner} />}
        emptyText={t('winList.empty')}
      />
    </PageShell>
  );
}
