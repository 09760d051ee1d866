import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '../lib/storage';

/**
 * Who is signed in, as the client needs it before any call answers: the token the calls carry and the uid
 * it belongs to (guests: '' and 0). Everything else about the user — profile and balances — is server data
 * and lives in the `me` query (api/account.ts; docs/decisions/0017).
 */
interface SessionState {
  token: string;
  uid: number;
  signIn: (token: string, uid: number) => void;
  logout: () => void;
}

const TOKEN_KEY = 'token';
const UID_KEY = 'uid';
/** Earlier versions kept a copy of the whole user here: only its uid is still wanted. */
const LEGACY_USER_KEY = 'userInfo';

function storedUid(): number {
  const legacy = readStored<{ uid?: unknown }>(LEGACY_USER_KEY);
  removeStored(LEGACY_USER_KEY);
  const uid = readStored<unknown>(UID_KEY) ?? legacy?.uid;
  if (typeof uid !== 'number' || !Number.isInteger(uid) || uid <= 0) return 0;
  if (legacy) writeStored(UID_KEY, uid);
  return uid;
}

const startUid = storedUid();

export const useSession = create<SessionState>()((set) => ({
  // A token without the uid it belongs to is no session.
  token: startUid === 0 ? '' : (readStored<string>(TOKEN_KEY) ?? ''),
  uid: startUid,
  signIn: (token, uid) => {
    writeStored(TOKEN_KEY, token);
    writeStored(UID_KEY, uid);
    set({ token, uid });
  },
  logout: () => {
    removeStored(TOKEN_KEY);
    removeStored(UID_KEY);
    set({ token: '', uid: 0 });
  },
}));

/** Logged in ⇔ uid ≠ 0 (product spec). */
export const isLoggedIn = () => useSession.getState().uid !== 0;
export const useIsLoggedIn = () => useSession((s) => s.uid !== 0);
