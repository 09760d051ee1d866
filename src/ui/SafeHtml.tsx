import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Server HTML (agreements, product descriptions) only ever reaches the page through DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
