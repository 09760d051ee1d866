import { usePublicConfig } from '../../../api/config';
import { DataView } from '../../../ui/DataView';
import { PageShell } from '../../../ui/PageShell';
import { SafeHtml } from '../../../ui/SafeHtml';

/** A legal document the server keeps in its config as HTML, shown sanitised. */
export function ConfigDocument({ field }: { field: 'agreement' | 'privacy' }) {
  const config = usePublicConfig();
  return (
    <PageShell className="document-page">
      <DataView query={config} isEmpty={(c) => !c[field]}>
        {(c) => <SafeHtml className="html-content" html={c[field]} />}
      </DataView>
    </PageShell>
  );
}
