import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query parameter as page state: reading it parses the URL, setting it replaces the history entry (a
 * tab or filter is not a step back), so returning to the page shows what the user last chose.
 */
export function useQueryParam<T>(name: string, parse: (raw: string | null) => T) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [parse(params.get(name)), set] as const;
}
