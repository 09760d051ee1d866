import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '../../api/account/account';
import { maskPhone } from '../../lib/format';
import { toast } from '../../ui/state/toast';
import { ProfileAvatar } from './ProfileAvatar';
import { href } from '../../lib/href';

async function copyText(text: string) {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** The user's details and the ways to change them. */
export function ProfileRows({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const copyUid = () =>
    copyText(String(user.uid)).then(
      () => toast(t('profile.copied'), 'success'),
      () => toast(t('profile.copyFailed'), 'fail'),
    );

  return (
    <>
      <List className="profile-list">
        <ProfileAvatar src={user.avatar} />
        <List.Item
          onClick={() => navigate(href('/pages/my/ChangeNickname'))}
          extra={user.nickName || t('profile.noNickname')}
        >
          {t('profile.nickname')}
        </List.Item>
        <List.Item
          onClick={() => navigate(href('/pages/my/changePhone'))}
          extra={`${user.phoneRegion} ${maskPhone(user.phoneNumber)}`}
        >
          {t('profile.phone')}
        </List.Item>
        <List.Item
          extra={
            <span className="profile-uid">
              {user.uid}
              <Button
                size="mini"
                color="primary"
                fill="outline"
                aria-label={t('profile.copyUid')}
                onClick={() => void copyUid()}
              >
                {t('profile.copy')}
              </Button>
            </span>
          }
        >
          {t('profile.uid')}
        </List.Item>
      </List>
      <List className="profile-list" header={t('profile.security')}>
        <List.Item onClick={() => navigate(href('/pages/my/changePwd'))} extra={t('profile.change')}>
          {t('profile.password')}
        </List.Item>
        <List.Item
          onClick={() => navigate(href('/pages/my/setPayPassword'))}
          extra={user.hasPayPassword ? t('profile.change') : t('profile.payPasswordNone')}
        >
          {t('profile.payPassword')}
        </List.Item>
      </List>
    </>
  );
}
