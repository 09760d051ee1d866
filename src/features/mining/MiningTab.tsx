import type { UseQueryResult } from '@tanstack/react-query';
import type { MiningPage } from '../../api/mining/mining';
import { DataView } from '../../ui/state/DataView';
import { IncomeSection } from './IncomeSection';
import { SessionCard } from './SessionCard';
import { SignCard } from './SignCard';

/** The session (start, countdown, income as it grows), the daily sign and the income. */
export function MiningTab({ page }: { page: UseQueryResult<MiningPage> }) {
  return (
    <DataView query={page}>
      {(data) => (
        <>
          <SessionCard page={data} />
          <SignCard signed={data.signed_today} />
          <IncomeSection />
        </>
      )}
    </DataView>
  );
}
