import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { receiverQuery } from '../../../api/account/account';
import { maskName } from '../../../lib/format';
import { AddressText } from '../AddressText';

export type RecipientTarget = { address: string } | { uid: number };

/** Who receives: an address in groups of four, or a UID with the user's masked name once known. */
export function RecipientLine({ target }: { target: RecipientTarget }) {
  const { t } = useTranslation();
  const uid = 'uid' in target ? target.uid : null;
  const user = useQuery({ ...receiverQuery(uid ?? 0), enabled: uid !== null });
  if ('address' in target) return <AddressText address={target.address} />;
  const name = user.data ? maskName(user.data.nickName) : null;
  return (
    <span data-testid="recipient-uid">
      {t('wallet.transfer.uidLine', { uid: target.uid })}
      {name ? ` · ${name}` : ''}
    </span>
  );
}
