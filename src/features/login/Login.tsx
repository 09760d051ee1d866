import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { useSettings } from '../../stores/settings';
import { LoginBrand } from './LoginBrand';
import { SignInForm } from './SignInForm';
import { RegisterForm } from './RegisterForm';
import './login.css';
import { href } from '../../lib/href';

type Mode = 'signIn' | 'register';

/** Password sign-in and registration; `?route=` is where to return, `?inviteCode=` prefills registration. */
export default function Login() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const storedInvite = useSettings((s) => s.inviteCode);
  const inviteCode = params.get('inviteCode') ?? storedInvite;
  const [mode, setMode] = useState<Mode>(
    params.get('tab') === 'register' || params.has('inviteCode') ? 'register' : 'signIn',
  );
  const route = params.get('route');
  const tiktokLink = href('/pages/login/tiktok', { route: route || undefined });

  return (
    <PageShell className="login-page">
      <LoginBrand />
      <Tabs activeKey={mode} onChange={(key) => setMode(key as Mode)} className="login-tabs">
        <Tabs.Tab title={t('login.signIn')} key="signIn">
          <SignInForm />
        </Tabs.Tab>
        <Tabs.Tab title={t('login.register')} key="register">
          <RegisterForm inviteCode={inviteCode} />
        </Tabs.Tab>
      </Tabs>
      <div className="login-links">
        <Link to={href('/pages/login/forget')}>{t('login.forgot')}</Link>
        <Link to={tiktokLink}>{t('login.withTiktok')}</Link>
      </div>
    </PageShell>
  );
}
