import { useState } from 'react';
import { RedoOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addressQuery } from '../../api/account/profile';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import './address.css';

/** The server's clock decides a review; while one is pending the page asks again this often. */
export const REVIEW_POLL_MS = 10_000;

/** The user's one delivery address: its review status, and adding or editing it. */
export default function Addresses() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    ...addressQuery(),
    refetchInterval: (current) => (current.state.data?.status === 0 ? REVIEW_POLL_MS : false),
  });

  const refresh = (
    <button
      type="button"
      className="address-refresh"
      aria-label={t('address.refresh')}
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      <RedoOutline />
    </button>
  );

  const body = () => {
    if (query.isPending) return <Loading />;
    if (query.isError && query.data === undefined)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    const address = query.data ?? null;
    if (editing) return <AddressForm current={address} onClose={() => setEditing(false)} />;
    if (!address) {
      return (
        <StateBox
          title={t('address.empty')}
          text={t('address.emptyText')}
          action={{ label: t('address.add'), onClick: () => setEditing(true), primary: true }}
        />
      );
    }
    return <AddressCard address={address} onEdit={() => setEditing(true)} />;
  };

  return (
    <PageShell right={editing ? null : refresh}>
      {body()}
      {editing ? null : <p className="address-hint">{t('address.shipOnlyApproved')}</p>}
    </PageShell>
  );
}
