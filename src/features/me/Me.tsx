import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMe, useSignOut } from '../../api/account/account';
import { reloadAt } from '../../lib/navigation';
import { useIsLoggedIn } from '../../stores/session';
import { confirmDialog } from '../../ui/state/dialogs';
import { PageShell } from '../../ui/layout/PageShell';
import { toast } from '../../ui/state/toast';
import { useOpenRoute } from '../../ui/hooks/useRequireLogin';
import { CheckinState } from './CheckinState';
import { useLanguageName } from './languageName';
import { GROUP_TONES, isRouteEntry, MENU, SHOP_PATHS, type MenuEntry } from './menu';
import { MyOrdersCard } from './MyOrdersCard';
import { ShortcutGrid, type Shortcut } from './ShortcutGrid';
import { UserCard } from './UserCard';
import './my.css';

const LanguageSheet = lazy(() => import('./LanguageSheet'));

interface FakeBackendHandle {
  reset: () => Promise<void> | void;
}

/** The "my" tab: the user card, order counts, the shortcuts by theme, logout (and the demo's reset). */
export default function Me() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const signedIn = useIsLoggedIn();
  const open = useOpenRoute();
  // null until the language entry is first tapped: the sheet's code is fetched then, and kept for its closing.
  const [picking, setPicking] = useState<boolean | null>(null);
  const languageName = useLanguageName();
  const isSeller = useMe((me) => me.isSeller).data === true;

  const logout = () =>
    confirmDialog({
      content: t('my.logoutConfirm'),
      confirmText: t('my.logout'),
      cancelText: t('common.cancel'),
      onConfirm: () => {
        signOut();
        toast(t('my.loggedOut'), 'success');
      },
    });

  const fake = (window as { __qcFake?: FakeBackendHandle }).__qcFake;
  const resetDemo = () =>
    confirmDialog({
      content: t('my.resetDemoConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        await fake?.reset();
        signOut();
        reloadAt('/');
      },
    });

  const shortcut = (entry: MenuEntry): Shortcut => {
    const base = { key: entry.key, icon: entry.icon };
    if (isRouteEntry(entry))
      return {
        ...base,
        label: t(`my.entry.${entry.key}`),
        onClick: () => open(entry.path),
        caption: entry.key === 'signIn' ? <CheckinState /> : undefined,
      };
    if (entry.key === 'shop')
      return {
        ...base,
        label: isSeller ? t('my.entry.shop') : t('my.openShop'),
        onClick: () => open(isSeller ? SHOP_PATHS.seller : SHOP_PATHS.other),
      };
    return { ...base, label: t('my.entry.language'), onClick: () => setPicking(true), caption: languageName };
  };

  return (
    <PageShell>
      <UserCard />
      <MyOrdersCard open={open} />
      {MENU.map(({ group, entries, layout }) => (
        <ShortcutGrid
          key={group}
          title={t(`my.group.${group}`)}
          tone={GROUP_TONES[group]}
          shortcuts={entries.map(shortcut)}
          layout={layout}
        />
      ))}
      {picking === null ? null : (
        <Suspense fallback={null}>
          <LanguageSheet visible={picking} onClose={() => setPicking(false)} />
        </Suspense>
      )}
      {signedIn || (__FAKE_BACKEND__ && fake) ? (
        <footer className="my-foot">
          {signedIn ? (
            <Button
              block
              shape="rounded"
              color="danger"
              fill="outline"
              className="my-logout"
              onClick={() => void logout()}
            >
              {t('my.logout')}
            </Button>
          ) : null}
          {__FAKE_BACKEND__ && fake ? (
            <button type="button" className="my-reset" onClick={() => void resetDemo()}>
              {t('my.resetDemo')}
            </button>
          ) : null}
        </footer>
      ) : null}
    </PageShell>
  );
}
