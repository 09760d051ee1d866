import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Query parameters as page state. Changing them replaces the history entry (a tab or a filter is not a
 * step back) and several change at once (switching tabs drops the old tab's filter).
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
