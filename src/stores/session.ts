import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '../lib/storage';
import type { UserInfo } from '../api/types';

export const GUEST: UserInfo = {
  uid: 0,
  avatar: '',
  nickName: '',
  balance: 0,
  integral: 0,
  totalDays: 0,
  address: '',
  hasApprove: false,
  phoneNumber: '',
  phoneRegion: '',
  recipientName: '',
  recipientPhoneNumber: '',
  recipientPhoneRegion: '',
  signinDay: 0,
  isTeam: false,
  isSeller: false,
  trxBalance: 0,
  usdtBalance: 0,
  qcBalance: 0,
};

interface SessionState {
  token: string;
  userInfo: UserInfo;
  signIn: (token: string, userInfo: UserInfo) => void;
  setUserInfo: (userInfo: UserInfo) => void;
  logout: () => void;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

export const useSession = create<SessionState>()((set) => ({
  token: readStored<string>(TOKEN_KEY) ?? '',
  userInfo: { ...GUEST, ...readStored<UserInfo>(USER_KEY) },
  signIn: (token, userInfo) => {
    writeStored(TOKEN_KEY, token);
    writeStored(USER_KEY, userInfo);
    set({ token, userInfo });
  },
  setUserInfo: (userInfo) => {
    writeStored(USER_KEY, userInfo);
    set({ userInfo });
  },
  logout: () => {
    removeStored(TOKEN_KEY);
    removeStored(USER_KEY);
    set({ token: '', userInfo: GUEST });
  },
}));

/** Logged in ⇔ uid ≠ 0. */
export const isLoggedIn = (user: UserInfo) => user.uid !== 0;
export const useIsLoggedIn = () => useSession((s) => isLoggedIn(s.userInfo));
