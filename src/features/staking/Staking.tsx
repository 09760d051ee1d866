import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stakeGateQuery, stakePageQuery, unpaidStakesQuery } from '../../api/stakes/stakes';
import { PAGE_SIZE } from '../../api/paging';
import { tokenListQuery, type WalletAccount } from '../../api/wallet/wallet';
import { href } from '../../lib/href';
import { DataView } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { SafeHtml } from '../../ui/display/SafeHtml';
import { toast } from '../../ui/state/toast';
import { StakeCard } from './StakeCard';
import { StakeForm } from './StakeForm';
import { StakeOverview } from './StakeOverview';
import { useStakePay } from './useStakePay';
import { WalletShell } from '../wallet';
import { balanceOf } from '../wallet';
import '../../ui/layout/panel.css';
import './stake.css';

/** The first page of stakes to pay, shown up front; any more are on the orders page. */
const UNPAID_SHOWN = { pageIndex: 1, pageSize: PAGE_SIZE } as const;

/** Staking QC: what is staked and earned, the stakes waiting to be paid, a new stake and the rules. */
export default function Staking() {
  const { t } = useTranslation();
  const orders = (
    <Link className="money-nav-link" to={href('/pages/wallet/pledgeOrder')}>
      {t('stake.overview.orders')}
    </Link>
  );
  return (
    <WalletShell className="stake-page" right={orders}>
      {(wallet) => <Pledge wallet={wallet} />}
    </WalletShell>
  );
}

function Pledge({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const gate = useQuery(stakeGateQuery());
  const terms = useQuery(stakePageQuery());
  const tokens = useQuery(tokenListQuery(wallet.id));

  if (gate.data?.open === false)
    return <Result status="info" title={t('stake.closed.title')} description={t('stake.closed.text')} />;
  return (
    <>
      <UnpaidStakes />
      <StakeOverview />
      <DataView query={terms}>
        {(page) =>
          tokens.isError && !tokens.data ? (
            <ErrorState error={tokens.error} onRetry={() => void tokens.refetch()} />
          ) : (
            <>
              {tokens.data ? (
                <StakeForm wallet={wallet} terms={page} balance={balanceOf(tokens.data, 'QC')} />
              ) : null}
              <section className="card" aria-label={t('stake.rules')}>
                <h2 className="panel-heading">{t('stake.rules')}</h2>
                <SafeHtml html={page.rules} className="stake-rules" />
              </section>
            </>
          )
        }
      </DataView>
    </>
  );
}

/**
 * Stakes made but not paid: Pay, and when each lapses by itself if left. Nothing shows while there are none
 * but what became of a payment whose answer was lost (the stake paid has left the list).
 */
function UnpaidStakes() {
  const { t } = useTranslation();
  const unpaid = useQuery(unpaidStakesQuery(UNPAID_SHOWN));
  const stakePay = useStakePay(() => toast(t('stake.pay.paid'), 'success'));
  const page = unpaid.data;
  if (!page || page.list.length === 0) return stakePay.sheets;
  const title = t('stake.unpaid.title', { n: page.total });
  return (
    <section className="stake-unpaid" aria-label={title}>
      <h2 className="panel-heading stake-unpaid-heading">{title}</h2>
      {page.list.map((stake) => (
        <StakeCard key={stake.id} stake={stake} onPay={(one) => stakePay.pay(one.id)} />
      ))}
      {page.total > page.list.length ? (
        <Link className="money-nav-link" to={href('/pages/wallet/pledgeOrder', { tab: 'unpaid' })}>
          {t('stake.unpaid.all', { n: page.total })}
        </Link>
      ) : null}
      {stakePay.sheets}
    </section>
  );
}
