import type { PhoneRef, SessionGrant } from '../src/api/account/account';
import { useSession } from '../src/stores/session';

/** The smallest amount the flows move: a cent of balance, USDT or a listing's price. */
export const CENT = 0.01;

/** "+86 13800000000", as the environment gives an account: the area code and the number the sign-in form sends. */
export function phoneOf(text: string): PhoneRef {
  const [phoneRegion = '', phoneNumber = ''] = text.split(' ');
  return { phoneRegion, phoneNumber };
}

/** Runs `steps` in `grant`'s session, then puts back the session the run had. */
export async function inSession<T>(grant: SessionGrant, steps: () => Promise<T>): Promise<T> {
  const mine = useSession.getState();
  useSession.getState().signIn(grant.token, grant.userInfo.uid);
  try {
    return await steps();
  } finally {
    useSession.getState().signIn(mine.token, mine.uid);
  }
}

/** A 1 × 1 PNG: the smallest picture Profile/Upload takes. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const pixelPng = () =>
  new Blob([Uint8Array.from(atob(PIXEL), (char) => char.charCodeAt(0))], { type: 'image/png' });
