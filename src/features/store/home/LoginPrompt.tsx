import { useEffect } from 'react';
import { useRequireLogin } from '../../../ui/hooks/useRequireLogin';

interface LoginPromptProps {
  /** where the guest was going; the login page returns there */
  route: string;
  onShown: () => void;
}

/** Shows the login prompt once for `route`. Its own chunk: the dialog's animation library stays off the hall. */
export default function LoginPrompt({ route, onShown }: LoginPromptProps) {
  const requireLogin = useRequireLogin();
  useEffect(() => {
    requireLogin(route);
    onShown();
  }, [requireLogin, route, onShown]);
  return null;
}
