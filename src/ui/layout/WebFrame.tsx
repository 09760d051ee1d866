import { useTranslation } from 'react-i18next';
import { sandboxFor } from '../../lib/security/webFramePolicy';
import './WebFrame.css';

interface WebFrameProps {
  /** an address checkWebViewUrl allowed */
  url: URL;
  sameOrigin: boolean;
}

/**
 * A page of an allowed host in the app's sandboxed, titled frame, under a line naming its host. The web view
 * and a promotion task's visit show pages through it; check the address with checkWebViewUrl first. Its
 * strings are in the `webview` area.
 */
export function WebFrame({ url, sameOrigin }: WebFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="webframe-host">{url.host}</p>
      <iframe
        className="webframe"
        src={url.href}
        title={t('webview.frameTitle', { host: url.host })}
        sandbox={sandboxFor(sameOrigin)}
        referrerPolicy="no-referrer"
      />
    </>
  );
}
