import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { StateBlock } from '../../ui/state/StateBlock';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getTiktokUri, useTiktokLogin } from '../../api/account/account';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { isApiError } from '../../lib/errors';
import { pageLoad } from '../../lib/navigation';
import { useSettings } from '../../stores/settings';
import { Loading } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { LoginBrand } from './LoginBrand';
import { useFinishLogin } from './useFinishLogin';
import './login.css';
import { href } from '../../lib/href';

const STATE_KEY = 'tiktok-state';

const newState = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/** TikTok sign-in: first visit asks TikTok (via the server) for consent; TikTok sends the user back here with a code. */
export default function TiktokLogin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const route = params.get('route');
  const inviteCode = useSettings((s) => s.inviteCode);
  const finish = useFinishLogin();
  const { mutateAsync: tiktokLogin } = useTiktokLogin();
  const returnedState = params.get('state') ?? '';
  const [expectedState] = useState(() => sessionStorage.getItem(STATE_KEY));
  const stateMismatch = Boolean(code) && (!returnedState || returnedState !== expectedState);
  const [exchangeError, setExchangeError] = useState<string | null>(null);
  const failure = stateMismatch ? t('login.tiktokStateMismatch') : exchangeError;
  const exchanged = useRef(false);

  const { run: start, sending } = useSendGuard(async () => {
    const state = newState();
    sessionStorage.setItem(STATE_KEY, state);
    const back = href('/pages/login/tiktok', { route: route || undefined });
    const { uri } = await getTiktokUri(back, state);
    if (/^https?:\/\//.test(uri) || uri.startsWith('/')) pageLoad.assign(uri);
  });

  useEffect(() => {
    if (!code || stateMismatch || exchanged.current) return;
    exchanged.current = true;
    sessionStorage.removeItem(STATE_KEY);
    tiktokLogin({ code, state: returnedState, inviteCode: inviteCode || undefined })
      .then(finish)
      .catch((error: unknown) =>
        setExchangeError(isApiError(error) && error.msg ? error.msg : t('error.loadFailed')),
      );
  }, [code, stateMismatch, returnedState, inviteCode, finish, t, tiktokLogin]);

  return (
    <PageShell className="login-page">
      {code && !failure ? (
        <Loading />
      ) : (
        <div className="tiktok-box">
          {failure ? (
            <StateBlock kind="error" title={t('login.tiktokFailed')} description={failure} />
          ) : (
            <LoginBrand />
          )}
          <p className={failure ? 'tiktok-intro is-after-failure' : 'tiktok-intro'}>
            {t('login.tiktokIntro')}
          </p>
          <Button
            block
            color="primary"
            size="large"
            loading={sending}
            disabled={sending}
            onClick={() => void start()}
          >
            {t('login.tiktokContinue')}
          </Button>
        </div>
      )}
    </PageShell>
  );
}
