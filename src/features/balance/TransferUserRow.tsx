import { UserAvatar } from '../../ui/display/UserAvatar';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../api/account/account';
import './transfer.css';
import { href } from '../../lib/href';

export const submitTransferPath = (uid: number) => href('/pages/my/submitTransfer', { uid });

interface TransferUserRowProps {
  user: PublicUser;
  /** a second line (when the user last received a transfer) */
  note?: string;
  onPick: (user: PublicUser) => void;
}

/** A possible receiver: avatar, nickname (as text, whatever it holds) and id; tapping picks them. */
export function TransferUserRow({ user, note, onPick }: TransferUserRowProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="transfer-user list-row-button" onClick={() => onPick(user)}>
      <UserAvatar src={user.avatar} className="transfer-avatar" />
      <span className="transfer-user-text">
        <span className="transfer-user-name">{user.nickName}</span>
        <span className="money-row-sub">
          {t('money.userId', { uid: user.uid })}
          {note ? ` · ${note}` : ''}
        </span>
      </span>
      <RightOutline className="transfer-user-arrow" />
    </button>
  );
}
