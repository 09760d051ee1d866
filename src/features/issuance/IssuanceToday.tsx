import { useQuery } from '@tanstack/react-query';
import { issuanceInfoQuery, type IssuanceInfo } from '../../api/wallet/wallet';
import { DataView } from '../../ui/state/DataView';
import { FactList, type Fact } from '../../ui/display/FactList';
import '../../ui/layout/panel.css';

/** A card of today's QC supply figures (Wallet/zengfaInfo): each page picks the facts it tells. */
export function IssuanceToday({ title, facts }: { title: string; facts: (info: IssuanceInfo) => Fact[] }) {
  const info = useQuery(issuanceInfoQuery());
  return (
    <section className="card" aria-label={title}>
      <h2 className="panel-heading">{title}</h2>
      <DataView query={info}>{(data) => <FactList className="panel-facts" facts={facts(data)} />}</DataView>
    </section>
  );
}
