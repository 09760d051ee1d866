import { PageShell } from '../../ui/layout/PageShell';
import { RedeemForm } from './RedeemForm';
import { RedeemRecords } from './RedeemRecords';
import './redemption.css';

/** `/pages/my/redemption`: redeem a code, and the records of codes and points redemptions. */
export default function RedeemCode() {
  return (
    <PageShell>
      <RedeemForm />
      <RedeemRecords />
    </PageShell>
  );
}
