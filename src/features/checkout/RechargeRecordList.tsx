import type { PagedQuery } from '../../api/paging';
import type { RechargeRecord } from '../../api/account/profile';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { RechargeRecordRow } from './RechargeRecordRow';

interface RechargeRecordListProps {
  /** the records' pages (the api's rechargePages or walletRechargePages) */
  query: PagedQuery<RechargeRecord>;
  /** a recharge_type's name (the api's useRechargeMethodName) */
  methodName: (type: string) => string;
  emptyText: string;
}

/** Top-up records, newest first, 20 a page. */
export function RechargeRecordList({ query, methodName, emptyText }: RechargeRecordListProps) {
  return (
    <InfiniteList<RechargeRecord>
      className="money-list"
      query={query}
      itemKey={(record) => record.id}
      renderItem={(record) => <RechargeRecordRow record={record} methodName={methodName(record.type)} />}
      emptyText={emptyText}
    />
  );
}
