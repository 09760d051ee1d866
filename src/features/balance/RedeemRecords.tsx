import { useState } from 'react';
import { Tabs, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { redeemPages, type RedeemRecord, type RedeemSource } from '../../api/account/profile';
import { useFormat } from '../../ui/hooks/useFormat';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { useRedeemCredit } from './useRedeemCredit';

type Filter = 'all' | RedeemSource;

const FILTERS: readonly Filter[] = ['all', 'code', 'points'];

const parseFilter = (key: string): Filter => FILTERS.find((filter) => filter === key) ?? 'all';

function RedeemRow({ record }: { record: RedeemRecord }) {
  const { t } = useTranslation();
  const credit = useRedeemCredit();
  const format = useFormat();
  return (
    <article className="redeem-row">
      <div className="redeem-row-main">
        <p className="redeem-row-title">{record.title}</p>
        <p className="redeem-row-meta">
          <Tag color={record.source === 'code' ? 'primary' : 'warning'} fill="outline">
            {t(`redeem.source.${record.source}`)}
          </Tag>
          <span>{format.time(record.createTime)}</span>
        </p>
      </div>
      <div className="redeem-row-side">
        <p className="redeem-row-amount">{credit(record.asset, record.amount)}</p>
        {record.cost > 0 ? (
          <p className="redeem-row-cost">{t('redeem.cost', { cost: format.points(record.cost) })}</p>
        ) : null}
      </div>
    </article>
  );
}

/** The user's redemptions, newest first, 20 a page: codes, points redemptions, or both. */
export function RedeemRecords() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const source = filter === 'all' ? undefined : filter;
  return (
    <section className="redeem-records" aria-labelledby="redeem-records-title">
      <h2 className="redeem-records-title" id="redeem-records-title">
        {t('redeem.records')}
      </h2>
      <Tabs
        activeKey={filter}
        onChange={(key) => setFilter(parseFilter(key))}
        stretch
        className="redeem-tabs"
      >
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={t(`redeem.filter.${key}`)} />
        ))}
      </Tabs>
      <InfiniteList<RedeemRecord>
        key={filter}
        itemClassName="redeem-records-item"
        query={redeemPages(source)}
        itemKey={(record) => record.id}
        renderItem={(record) => <RedeemRow record={record} />}
        emptyText={t('redeem.empty')}
      />
    </section>
  );
}
