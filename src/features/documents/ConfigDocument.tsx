import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicConfig } from '../../api/config';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { SafeHtml } from '../../ui/display/SafeHtml';

/** The documents the server keeps in its config as HTML. */
export type ConfigDocumentField = 'agreement' | 'privacy' | 'whitepaper';

interface ConfigDocumentProps {
  /** Public/getConfig, as usePublicConfig reads it */
  config: UseQueryResult<PublicConfig | null>;
  field: ConfigDocumentField;
  /** what an absent or empty document says */
  emptyText?: string;
}

/** A document the server keeps in its config as HTML (agreement, privacy, white paper), shown sanitised. */
export function ConfigDocument({ config, field, emptyText }: ConfigDocumentProps) {
  return (
    <PageShell className="document-page">
      <DataView query={config} isEmpty={(c) => !c[field]} emptyText={emptyText}>
        {(c) => <SafeHtml className="html-content" html={c[field] ?? ''} />}
      </DataView>
    </PageShell>
  );
}
