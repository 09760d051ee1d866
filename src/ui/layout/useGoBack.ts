import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/route';

/**
 * Back one step in the app's history; a page opened directly (a link, a reload) has nothing behind it in
 * the app, so it goes to `fallback` instead of leaving the site.
 */
export function useGoBack(fallback: string = HOME_PATH) {
  const navigate = useNavigate();
  return useCallback(() => {
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
