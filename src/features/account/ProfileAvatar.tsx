import { useRef, useState } from 'react';
import { Avatar, List, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useModifyProfile, useUpload } from '../../api/account/account';
import { resizeImage } from '../../lib/resizeImage';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { toast } from '../../ui/state/toast';

/** An avatar is shown small: a 512 px square is sharp on any screen and a small upload. */
export const AVATAR_SIDE = 512;

/** The avatar row: pick a picture, cropped to its centred square and scaled in the browser, then uploaded. */
export function ProfileAvatar({ src }: { src: string }) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUpload();
  const modify = useModifyProfile();

  const { run, sending } = useSendGuard(async (file: File) => {
    setPercent(0);
    try {
      const picture = await resizeImage(file, { maxSide: AVATAR_SIDE, square: true });
      const { url } = await upload.mutateAsync({ file: picture, name: picture.name, onProgress: setPercent });
      await modify.mutateAsync({ avatar: url });
      toast(t('profile.avatarUpdated'), 'success');
    } finally {
      setPercent(null);
    }
  });

  return (
    <>
      <List.Item
        onClick={sending ? undefined : () => picker.current?.click()}
        extra={<Avatar src={src} className="profile-avatar" alt={t('profile.avatar')} />}
        description={
          percent === null ? null : (
            <span className="profile-progress" role="status">
              <ProgressBar percent={percent} />
              {t('profile.uploading', { percent })}
            </span>
          )
        }
      >
        {t('profile.avatar')}
      </List.Item>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('profile.changeAvatar')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Picking the same picture again after a failure must fire a change again.
          event.target.value = '';
          if (file) void run(file);
        }}
      />
    </>
  );
}
