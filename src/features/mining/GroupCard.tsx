import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { MiningGroup } from '../../api/mining/mining';
import { maskName } from '../../lib/format';
import { useSession } from '../../stores/session';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';
import { copyText } from '../../lib/clipboard';
import { weightText } from './miningFormat';
import '../../ui/layout/panel.css';

/** Each member online now multiplies the others' speed by this (decision 0039). */
export const WEIGHT_PER_MEMBER = 1.05;

/** The user's group: its name and leader, its code to copy or share, members, who is online and the weight. */
export function GroupCard({ group }: { group: MiningGroup }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const uid = useSession((state) => state.uid);
  const invite = t('mining.group.invite', { name: group.name, code: group.code });

  const copy = async () => {
    const done = await copyText(group.code);
    toast(done ? t('mining.group.copied') : t('mining.group.copyFailed'), done ? 'success' : 'fail');
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text: invite });
        return;
      } catch {
        // Dismissed or refused: the invitation goes to the clipboard instead.
      }
    }
    const done = await copyText(invite);
    toast(done ? t('mining.group.inviteCopied') : t('mining.group.copyFailed'), done ? 'success' : 'fail');
  };

  return (
    <section className="card mining-group" aria-label={t('mining.group.title')}>
      <h2 className="panel-heading mining-group-name" data-may-clip>
        {group.name}
      </h2>
      <p className="panel-note">
        {t('mining.group.leader', {
          name: group.leader_uid === uid ? group.leader_name : maskName(group.leader_name),
        })}
      </p>
      <div className="mining-code">
        <span className="mining-code-label">{t('mining.group.code')}</span>
        <span className="mining-code-value" data-testid="mining-group-code">
          {group.code}
        </span>
        <Button size="mini" fill="outline" color="primary" onClick={() => void copy()}>
          {t('mining.group.copy')}
        </Button>
        <Button size="mini" fill="outline" color="primary" onClick={() => void share()}>
          {t('mining.group.share')}
        </Button>
      </div>
      <dl className="mining-figures" data-testid="mining-group-figures">
        <div>
          <dt>{t('mining.group.members')}</dt>
          <dd>{group.member_count}</dd>
        </div>
        <div>
          <dt>{t('mining.group.online')}</dt>
          <dd>{group.online_count}</dd>
        </div>
        <div>
          <dt>{t('mining.group.weight')}</dt>
          <dd data-testid="mining-group-weight">{weightText(group.weight, i18n.language)}</dd>
        </div>
      </dl>
      <p className="panel-note mining-weight-note">
        {t('mining.group.weightRule', { factor: weightText(WEIGHT_PER_MEMBER, i18n.language) })}
      </p>
      <p className="panel-note">{t('mining.group.today', { amount: format.qc(group.today_income) })}</p>
    </section>
  );
}
