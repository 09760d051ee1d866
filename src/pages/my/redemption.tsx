import { PageShell } from '../../ui/PageShell';
import { RedeemForm } from './components/RedeemForm';
import { RedeemRecords } from './components/RedeemRecords';
import './redemption.css';

/** `/pages/my/redemption`: redeem a code, and the records of codes and points redemptions. */
export default function RedemptionPage() {
  return (
    <PageShell>
      <RedeemForm />
      <RedeemRecords />
    </PageShell>
  );
}
