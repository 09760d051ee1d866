import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setMark } from '../../../api/draws/treasure';
import { useSettings } from '../../../stores/settings';

const SENT_KEY = 'qc.mark';

function alreadySent(mark: string): boolean {
  try {
    if (sessionStorage.getItem(SENT_KEY) === mark) return true;
    sessionStorage.setItem(SENT_KEY, mark);
  } catch {
    // Without session storage the effect's dependencies still keep it to one call per page load.
  }
  return false;
}

/**
 * A share link (`?r=<inviter>&channel=<channel>`) is recorded once per visit: re-renders, tab switches and
 * coming back from a product keep the same link in this tab's session, so they send nothing.
 */
export function useMarkVisit() {
  const [params] = useSearchParams();
  const r = params.get('r')?.trim() ?? '';
  const channel = params.get('channel')?.trim() ?? '';

  useEffect(() => {
    if (!r && !channel) return;
    const mark = { r, channel: channel || useSettings.getState().channel };
    if (alreadySent(JSON.stringify(mark))) return;
    setMark(mark).catch(() => {
      // Tracking is best effort and silent: a lost mark must never disturb the visitor.
    });
  }, [r, channel]);
}
