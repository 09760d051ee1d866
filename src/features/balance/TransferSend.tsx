import { Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { userQuery } from '../../api/account/account';
import { useSession } from '../../stores/session';
import { DataView } from '../../ui/state/DataView';
import { parseId } from '../../lib/validate';
import { MoneyShell } from './MoneyShell';
import { TransferForm } from './TransferForm';
import { TransferReceiver } from './TransferReceiver';

/** Sending USDT to the user in `?uid=` (from the transfer page or a scanned payment code). */
export default function TransferSend() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = parseId(params.get('uid') ?? '');
  const myUid = useSession((s) => s.uid);
  const receiver = useQuery({
    ...userQuery(uid ?? 0),
    enabled: uid !== null && uid !== myUid,
  });

  const body = () => {
    if (uid === null) return <Result status="warning" title={t('money.noReceiver')} />;
    if (uid === myUid) return <Result status="warning" title={t('money.notYourself')} />;
    return (
      <DataView query={receiver} emptyText={t('money.noReceiver')}>
        {(user) => (
          <>
            <TransferReceiver user={user} />
            <TransferForm receiver={user} />
          </>
        )}
      </DataView>
    );
  };

  return <MoneyShell>{body()}</MoneyShell>;
}
