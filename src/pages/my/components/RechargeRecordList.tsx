import { rechargePages, type RechargeRecord } from '../../../api/profile';
import { InfiniteList } from '../../../ui/InfiniteList';
import { RechargeRecordRow } from './RechargeRecordRow';

/** Top-up records, newest first, 20 a page: all of them, or those of one recharge_type. */
export function RechargeRecordList({ type, emptyText }: { type?: string; emptyText: string }) {
  return (
    <InfiniteList<RechargeRecord>
      className="money-list"
      query={rechargePages(type)}
      itemKey={(record) => record.id}
      renderItem={(record) => <RechargeRecordRow record={record} />}
      emptyText={emptyText}
    />
  );
}
