import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../api/account/account';
import { recentUsersQuery } from '../../api/payment/payment';
import { DataView } from '../../ui/state/DataView';
import { useFormat } from '../../ui/hooks/useFormat';
import { TransferUserRow } from './TransferUserRow';

/** The last people the user sent USDT to (at most 10). */
export function TransferRecent({ onPick }: { onPick: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(recentUsersQuery());
  return (
    <section className="card" aria-label={t('money.recentReceivers')}>
      <h2 className="money-heading">{t('money.recentReceivers')}</h2>
      <DataView query={query} isEmpty={(users) => users.length === 0} emptyText={t('money.noRecent')}>
        {(users) => (
          <div className="transfer-users">
            {users.map((user) => (
              <TransferUserRow key={user.uid} user={user} note={format.time(user.lastTime)} onPick={onPick} />
            ))}
          </div>
        )}
      </DataView>
    </section>
  );
}
