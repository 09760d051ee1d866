import { useSettings } from '../stores/settings';

/** An invitation link (`?inviteCode=…` on any page) is remembered for sign-up. */
export function captureInviteCode(search: string) {
  const code = new URLSearchParams(search).get('inviteCode')?.trim();
  if (code && /^[A-Za-z0-9]{2,32}$/.test(code)) useSettings.getState().update({ inviteCode: code });
}
