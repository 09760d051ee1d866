import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/href';
import type { TileTone } from '../../../ui/display/iconTile';
import { LineIcon, type LineIconName } from '../../../ui/display/LineIcon';
import './Shortcuts.css';

interface Shortcut {
  path: string;
  label:
    | 'home.checkIn'
    | 'home.tasks'
    | 'home.invite'
    | 'title.index.ranking'
    | 'title.index.winList'
    | 'title.index.auction'
    | 'home.wallet'
    | 'home.staking'
    | 'home.mining'
    | 'home.devices';
  icon: LineIconName;
  tone: TileTone;
}

/**
 * Two rows of five (decision 0053): earning and the mall's lists above, the QC side of the product below — the
 * wallet, staking, mining and devices, which a shopper looks for on home as on the Me tab.
 */
const SHORTCUTS: readonly Shortcut[] = [
  { path: href('/pages/my/signIn'), label: 'home.checkIn', icon: 'calendar', tone: 'brand' },
  { path: href('/pages/task/index'), label: 'home.tasks', icon: 'tasks', tone: 'info' },
  { path: href('/pages/my/share'), label: 'home.invite', icon: 'invite', tone: 'success' },
  { path: href('/pages/index/ranking'), label: 'title.index.ranking', icon: 'ranking', tone: 'gold' },
  { path: href('/pages/index/winList'), label: 'title.index.winList', icon: 'winners', tone: 'danger' },
  { path: href('/pages/index/auction'), label: 'title.index.auction', icon: 'auction', tone: 'info' },
  { path: href('/pages/wallet/index'), label: 'home.wallet', icon: 'wallet', tone: 'brand' },
  { path: href('/pages/wallet/pledge'), label: 'home.staking', icon: 'stake', tone: 'gold' },
  { path: href('/pages/wallet/mining'), label: 'home.mining', icon: 'mining', tone: 'success' },
  { path: href('/pages/device/index'), label: 'home.devices', icon: 'device', tone: 'info' },
];

/**
 * Doors to check-in, tasks, invitations, rankings, winners, auctions, the QC wallet, staking, mining and
 * devices (members' pages: `open` prompts guests to sign in first).
 */
export function Shortcuts({ open }: { open: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="home-shortcuts" aria-label={t('home.shortcuts')}>
      {SHORTCUTS.map((shortcut) => (
        <button key={shortcut.path} type="button" className="icon-door" onClick={() => open(shortcut.path)}>
          <span className={`icon-tile tone-${shortcut.tone}`}>
            <LineIcon name={shortcut.icon} />
          </span>
          <span className="shortcut-label">{t(shortcut.label)}</span>
        </button>
      ))}
    </nav>
  );
}
