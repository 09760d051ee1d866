import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/account/account';
import { stakePages, type StakeTab } from '../../api/stakes/stakes';
import { parseId } from '../../lib/validate';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { Segmented } from '../../ui/layout/Segmented';
import { toast } from '../../ui/state/toast';
import { StakeCard } from './StakeCard';
import { useStakePay } from './useStakePay';
import { WalletShell } from '../wallet';
import '../../ui/layout/panel.css';
import './stake.css';

const TABS: readonly StakeTab[] = ['unpaid', 'running', 'settled'];
const tabOf = (text: string | null): StakeTab => TABS.find((tab) => tab === text) ?? 'running';

/**
 * The user's stakes by state (?tab=unpaid|running|settled, ?id= the one to open): to pay with Pay, running
 * with their countdown to maturity, settled with what came back. No wallet: create one first.
 */
export default function StakeOrders() {
  return <WalletShell className="stake-page">{() => <PledgeOrders />}</WalletShell>;
}

function PledgeOrders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const focusId = parseId(params.get('id'));
  const stakePay = useStakePay(() => toast(t('stake.pay.paid'), 'success'));
  const opened = useRef<number | null>(null);
  // Whether a payment password is set is known once the user is read.
  const userRead = useMe(() => true).isSuccess;

  // A stake to pay opened by its id: its payment is offered once, as if Pay were tapped.
  useEffect(() => {
    if (!userRead || tab !== 'unpaid' || focusId === null || opened.current === focusId) return;
    opened.current = focusId;
    void stakePay.pay(focusId).catch(() => undefined);
  }, [userRead, tab, focusId, stakePay]);

  return (
    <>
      <div className="panel-tabs">
        <Segmented
          label={t('stake.orders.tabs')}
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          options={TABS.map((one) => ({ value: one, label: t(`stake.orders.${one}`) }))}
        />
      </div>
      {tab === 'running' ? (
        <p className="panel-note stake-tab-note">{t('stake.orders.runningNote')}</p>
      ) : null}
      {tab === 'unpaid' ? <p className="panel-note stake-tab-note">{t('stake.card.lapseNote')}</p> : null}
      <InfiniteList
        key={tab}
        className="stake-list"
        query={stakePages(tab)}
        itemKey={(stake) => stake.id}
        emptyText={t(`stake.orders.empty.${tab}`)}
        renderItem={(stake) => (
          <StakeCard
            stake={stake}
            focused={stake.id === focusId}
            onPay={tab === 'unpaid' ? (one) => stakePay.pay(one.id) : undefined}
          />
        )}
      />
      {stakePay.sheets}
    </>
  );
}
