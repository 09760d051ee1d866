import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Query parameters as page state. Changing them replaces the history entry (a tab or a filter is not a
 * step back, and returning to the page shows what the user last chose); several can change at once
 * (switching tabs drops the old tab's filter).
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

/** One query parameter as page state, parsed on read. */
export function useQueryParam<T>(name: string, parse: (raw: string | null) => T) {
  const [params, update] = usePageParams();
  const set = useCallback((value: string | undefined) => update({ [name]: value }), [name, update]);
  return [parse(params.get(name)), set] as const;
}
