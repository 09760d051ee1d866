import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePayPasswordSet } from '../../api/account/account';
import { useCreateWallet } from '../../api/wallet/wallet';
import { href } from '../../lib/href';
import { useWalletStore } from '../../stores/wallet';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { toast } from '../../ui/state/toast';
import { usePayPassword } from '../../ui/money/usePayPassword';
import { BackupFlow } from './BackupFlow';
import { lockPhrase, unlockPhrase, wordsOf } from './phraseVault';
import '../../ui/layout/panel.css';
import './CreateWallet.css';

const NAME_MAX = 20;

/** The phrase being backed up now, in memory only (the device keeps it encrypted until the check passes). */
interface Backup {
  walletId: number;
  words: string[];
}

/**
 * A new wallet account: a name and the payment password. The first (main) account's recovery phrase, which the
 * server sends once, is kept encrypted on this device and backed up at once; `?backup=<id>` returns to a
 * backup left unfinished, after the payment password decrypts it.
 */
export default function CreateWallet() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const backupParam = params.get('backup');
  const [backup, setBackup] = useState<Backup | null>(null);
  const home = () => navigate(href('/pages/wallet/index'), { replace: true });

  return (
    <PageShell className="wallet-page">
      {backup ? (
        <BackupFlow walletId={backup.walletId} words={backup.words} onDone={home} />
      ) : backupParam ? (
        <UnlockBackup walletId={Number(backupParam)} onUnlocked={setBackup} onLeave={home} />
      ) : (
        <CreateForm onBackup={setBackup} onCreated={home} />
      )}
    </PageShell>
  );
}

function CreateForm({ onBackup, onCreated }: { onBackup: (backup: Backup) => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWallet();
  const payPassword = usePayPassword(usePayPasswordSet());
  const keepPendingBackup = useWalletStore((state) => state.keepPendingBackup);
  const select = useWalletStore((state) => state.select);
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || [...trimmed].length > NAME_MAX) {
      setError(t('wallet.create.nameRule'));
      return;
    }
    setError('');
    payPassword.ask({
      title: t('wallet.create.passwordTitle'),
      description: t('wallet.create.passwordText'),
      onComplete: async (password) => {
        const created = await create.mutateAsync({ name: trimmed, pay_password: password });
        select(created.id);
        if (created.mnemonic) {
          const words = wordsOf(created.mnemonic);
          keepPendingBackup(created.id, lockPhrase(words, password));
          onBackup({ walletId: created.id, words });
          return;
        }
        toast(t('wallet.create.created'), 'success');
        onCreated();
      },
    });
  };

  return (
    <section className="card" aria-label={t('wallet.create.title')}>
      <h2 className="panel-heading">{t('wallet.create.title')}</h2>
      <p className="panel-note">{t('wallet.create.intro')}</p>
      <label className="panel-label" htmlFor="wallet-name">
        {t('wallet.create.name')}
      </label>
      <Input
        id="wallet-name"
        className="panel-input"
        value={name}
        maxLength={NAME_MAX}
        placeholder={t('wallet.create.namePlaceholder')}
        onChange={setName}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'wallet-name-error' : undefined}
      />
      {error ? (
        <p id="wallet-name-error" className="panel-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button block color="primary" size="large" className="wallet-submit" onClick={submit}>
        {t('wallet.create.submit')}
      </Button>
      {payPassword.sheet}
    </section>
  );
}

function UnlockBackup({
  walletId,
  onUnlocked,
  onLeave,
}: {
  walletId: number;
  onUnlocked: (backup: Backup) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const cipher = useWalletStore((state) => state.pendingBackups[walletId]);
  const payPassword = usePayPassword(usePayPasswordSet());

  if (!cipher) {
    return (
      <StateBox
        title={t('wallet.backup.noneTitle')}
        text={t('wallet.backup.noneText')}
        action={{ label: t('wallet.backup.toWallet'), onClick: onLeave, primary: true }}
      />
    );
  }

  const unlock = () =>
    payPassword.ask({
      title: t('wallet.backup.unlockTitle'),
      onComplete: (password) => {
        const words = unlockPhrase(cipher, password);
        if (!words) {
          toast(t('wallet.backup.wrongPassword'), 'fail');
          return Promise.reject(new Error('wrong payment password'));
        }
        onUnlocked({ walletId, words });
        return Promise.resolve();
      },
    });

  return (
    <section className="card wallet-backup" aria-label={t('wallet.backup.title')}>
      <h2 className="panel-heading">{t('wallet.backup.title')}</h2>
      <p className="panel-note">{t('wallet.backup.unlockText')}</p>
      <Button block color="primary" onClick={unlock}>
        {t('wallet.backup.unlock')}
      </Button>
      {payPassword.sheet}
    </section>
  );
}
