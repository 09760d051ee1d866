import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBlock } from '../../ui/state/StateBlock';
import { useGoBack } from '../../ui/layout/useGoBack';
import { WebFrame } from '../../ui/layout/WebFrame';
import { checkWebViewUrl } from '../../lib/security/webFramePolicy';
import './webPage.css';

/** `/pages/my/webView?url=`: an allowed https page in a sandboxed frame; anything else is refused with why. */
export default function WebPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('url');
  const verdict = checkWebViewUrl(raw);

  const back = useGoBack();

  if (!verdict.ok) {
    return (
      <PageShell>
        <div className="state-box">
          <StateBlock
            kind="error"
            title={t('webview.refusedTitle')}
            description={t(`webview.${verdict.reason}`)}
          >
            {raw ? <p className="webview-refused-url">{raw}</p> : null}
            <Button color="primary" size="small" onClick={back}>
              {t('webview.back')}
            </Button>
          </StateBlock>
        </div>
      </PageShell>
    );
  }

  return (
    <PageShell className="webview-body">
      <WebFrame url={verdict.url} sameOrigin={verdict.sameOrigin} />
    </PageShell>
  );
}
