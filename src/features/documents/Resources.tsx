import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { usePublicConfig, type ResourceLink } from '../../api/config';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { resourceTarget } from './resourceLink';
import './Resources.css';

const hasResources = (list: ResourceLink[] | undefined): list is ResourceLink[] =>
  Array.isArray(list) && list.length > 0;

/** QC's resources from the config: cards that open in the app, in the web view, or outside it. */
export default function Resources() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <PageShell>
      <DataView
        query={config}
        isEmpty={(c) => !hasResources(c.resources)}
        emptyText={t('issuance.resources.empty')}
      >
        {(c) => (
          <ul className="resource-list">
            {(c.resources ?? []).map((resource, index) => (
              <li key={`${index}-${resource.url}`}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </PageShell>
  );
}

function ResourceCard({ resource }: { resource: ResourceLink }) {
  const { t } = useTranslation();
  const target = resourceTarget(resource.url);
  const body = (marker: ReactNode) => (
    <>
      <span className="resource-text">
        <strong className="resource-title">{resource.title}</strong>
        {resource.description ? <span className="resource-description">{resource.description}</span> : null}
        {target.kind === 'outside' ? (
          <span className="resource-note">{t('issuance.resources.outside')}</span>
        ) : null}
      </span>
      {marker}
    </>
  );
  if (target.kind === 'app' || target.kind === 'webView')
    return (
      <Link className="card resource-card" to={target.path}>
        {body(<RightOutline aria-hidden className="resource-marker" />)}
      </Link>
    );
  if (target.kind === 'outside')
    return (
      <a className="card resource-card" href={target.url} target="_blank" rel="noopener noreferrer">
        {body(<RightOutline aria-hidden className="resource-marker" />)}
      </a>
    );
  return <div className="card resource-card is-plain">{body(null)}</div>;
}
