import { UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMe } from '../../api/account/account';
import { alertDialog } from '../../ui/state/dialogs';
import { toast } from '../../ui/state/toast';
import './DetailsShareButton.css';

/**
 * This page's address with the sharer's invitation code, so a sign-up from the link counts for them; a
 * guest passes on the code the page was opened with, if any.
 */
export function shareLink(origin: string, pathname: string, search: string, inviteCode: string | undefined) {
  const params = new URLSearchParams(search);
  if (inviteCode) params.set('inviteCode', inviteCode);
  return `${origin}${pathname}?${params.toString()}`;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Shares through the system sheet where the browser has one, else copies the link. */
export function DetailsShareButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const inviteCode = useMe((me) => me.inviteCode).data ?? undefined;

  const share = async () => {
    const url = shareLink(window.location.origin, location.pathname, location.search, inviteCode);
    const text = t('details.shareText', { name });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url });
        return;
      } catch (error) {
        // Closing the system sheet is the user's choice; any other failure falls back to copying.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t('details.linkCopied'), 'success');
    } catch {
      // Without clipboard access the link is shown so it can be copied by hand.
      void alertDialog({ title: t('details.copyFailed'), content: url, confirmText: t('common.confirm') });
    }
  };

  return (
    <button
      type="button"
      className="details-share"
      aria-label={t('details.share')}
      onClick={() => void share()}
    >
      <UploadOutline />
    </button>
  );
}
