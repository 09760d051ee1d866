import { useEffect, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';

/**
 * Server HTML (agreements, product descriptions) only ever reaches the page through DOMPurify, as TrustedHTML
 * where the browser has Trusted Types (the Content-Security-Policy refuses HTML strings: decision 0030). A
 * picture in it that fails to load is hidden rather than left as the browser's broken-image box.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_TRUSTED_TYPE: true }),
    [html],
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // a load error does not bubble: caught on its way down
    const hide = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.hidden = true;
    };
    element.addEventListener('error', hide, true);
    for (const image of element.querySelectorAll('img'))
      if (image.complete && image.naturalWidth === 0) image.hidden = true;
    return () => element.removeEventListener('error', hide, true);
  }, [clean]);
  return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
