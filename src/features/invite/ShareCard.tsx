import { useRef } from 'react';
import { Button } from 'antd-mobile';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { DownlandOutline } from 'antd-mobile-icons';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../api/account/account';
import { toast } from '../../ui/state/toast';
import { drawShareCard, downloadDataUrl } from './shareImage';
import { copyText, inviteLink } from './shareLink';

/** Canvas pixels of the on-screen QR code; the saved card redraws it from this canvas. */
const QR_PIXELS = 360;
const QR_STYLE = { width: '11rem', height: '11rem' };

interface ShareCardProps {
  user: Pick<UserInfo, 'avatar' | 'nickName' | 'uid'>;
  code: string;
}

/** The invitation card: code, link and its QR code, with copy buttons and "save as image". */
export function ShareCard({ user, code }: ShareCardProps) {
  const { t } = useTranslation();
  const qr = useRef<HTMLCanvasElement>(null);
  const link = inviteLink(code);
  const name = user.nickName || t('share.uid', { uid: user.uid });

  const copy = async (text: string, done: string) => {
    if (await copyText(text)) toast(done, 'success');
    else toast(t('share.copyFailed'), 'fail');
  };

  const save = () => {
    const image = qr.current
      ? drawShareCard(qr.current, {
          brand: t('title.index.index'),
          name,
          codeLabel: t('share.code'),
          code,
          scan: t('share.scan'),
        })
      : null;
    if (!image) {
      toast(t('share.saveFailed'), 'fail');
      return;
    }
    downloadDataUrl(image, `qc-invite-${code}.png`);
    toast(t('share.saved'), 'success');
  };

  return (
    <section className="share-card">
      <div className="share-who">
        <UserAvatar src={user.avatar} className="share-avatar" />
        <p className="share-name">{name}</p>
      </div>
      <div className="share-panel">
        <p className="share-label">{t('share.code')}</p>
        <p className="share-code">{code}</p>
        <Button
          size="mini"
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void copy(code, t('share.codeCopied'))}
        >
          {t('share.copyCode')}
        </Button>
        <QRCodeCanvas
          ref={qr}
          className="share-qr"
          value={link}
          size={QR_PIXELS}
          style={QR_STYLE}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t('share.qrLabel')}
        />
        <p className="share-scan">{t('share.scan')}</p>
        <p className="share-label">{t('share.link')}</p>
        <p className="share-link">{link}</p>
        <Button
          size="mini"
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void copy(link, t('share.linkCopied'))}
        >
          {t('share.copyLink')}
        </Button>
      </div>
      <Button block shape="rounded" className="share-save" onClick={save}>
        <DownlandOutline /> {t('share.save')}
      </Button>
    </section>
  );
}
