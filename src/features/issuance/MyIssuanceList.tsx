import { useTranslation } from 'react-i18next';
import { myIssuancePages } from '../../api/wallet/wallet';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';
import '../../ui/layout/panel.css';

/** The signed-in user's shares of QC issuance, newest first, page by page. */
export function MyIssuanceList() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <InfiniteList
      query={myIssuancePages()}
      itemKey={(row) => row.id}
      emptyText={t('wallet.chart.noShares')}
      renderItem={(row) => (
        <div className="panel-log-row">
          <div className="panel-log-line">
            <span className="panel-log-kind">{row.reason}</span>
            <span className="panel-log-amount is-in">
              <Amount value={row.amount} unit="QC" signed />
            </span>
          </div>
          <div className="panel-log-line panel-log-meta">
            <span>{format.time(row.create_time)}</span>
          </div>
        </div>
      )}
    />
  );
}
