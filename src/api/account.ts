import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallOptions } from './client';
import * as endpoints from './endpoints';
import type { UserInfo } from './types';
import { useSession } from '../stores/session';

/** Why a verification code is sent; the server keeps one live code per phone and purpose. */
export type CodePurpose = 'register' | 'forgot' | 'changePhone' | 'verifyOldPhone';

export interface PhoneRef {
  phoneRegion: string;
  phoneNumber: string;
}

export interface SendCodeRequest extends PhoneRef {
  type: CodePurpose;
}

export interface SignUpRequest extends PhoneRef {
  code: string;
  password: string;
  inviteCode: string;
}

export interface SignInRequest extends PhoneRef {
  password: string;
}

export interface ForgotPasswordRequest extends PhoneRef {
  code: string;
  password: string;
}

export interface ModifyProfileRequest {
  nickName?: string;
  avatar?: string;
  /** a USDT (TRC-20) address: `T` and 33 base58 characters */
  withdrawAddress?: string;
}

/** What sign-in, sign-up and the TikTok callback answer with. */
export interface SessionGrant {
  token: string;
  userInfo: UserInfo;
}

export interface TiktokUri {
  uri: string;
}

export interface TiktokLoginRequest {
  code: string;
  state: string;
  inviteCode?: string;
}

/** A user as others see them (receiver look-ups). */
export interface PublicUser {
  uid: number;
  nickName: string;
  avatar: string;
}

export interface InviteQrcode {
  /** data: URL of a PNG, or an https URL */
  url: string;
}

export interface UploadResult {
  url: string;
}

export const sendCode = (body: SendCodeRequest) => call<null>(endpoints.Profile.SendCode, { ...body });
export const signUp = (body: SignUpRequest) => call<SessionGrant>(endpoints.Profile.SignUp, { ...body });
export const signIn = (body: SignInRequest) => call<SessionGrant>(endpoints.Profile.SignIn, { ...body });
export const forgotPassword = (body: ForgotPasswordRequest) =>
  call<null>(endpoints.Profile.ForgotPassword, { ...body });
export const getMyProfile = () => call<UserInfo | null>(endpoints.Profile.GetMyProfile);
export const modifyProfile = (body: ModifyProfileRequest) =>
  call<UserInfo>(endpoints.Profile.ModifyProfile, { ...body });
export const upload = (file: Blob, name = 'image.jpg', onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file, name);
  return call<UploadResult>(endpoints.Profile.Upload, form, { onUploadProgress: onProgress });
};
/** `state` is the client's anti-forgery value; TikTok sends it back unchanged with the code. */
export const getTiktokUri = (redirect: string, state: string) =>
  call<TiktokUri>(endpoints.Profile.GetTiktokUri, { redirect, state });

/** Users group: TikTok sign-in and user look-ups. */
export const tiktokLogin = (query: TiktokLoginRequest, options?: CallOptions) =>
  call<SessionGrant>(endpoints.Users.login, { ...query }, options);
export const getTiktokUser = () => call<PublicUser>(endpoints.Users.getUserInfo);
export const saveTiktokInfo = (body: ModifyProfileRequest) =>
  call<UserInfo>(endpoints.Users.saveInfo, { ...body });
export const getUserById = (uid: number, options?: CallOptions) =>
  call<PublicUser | null>(endpoints.Users.userInfo, { uid }, options);
export const createInviteQrcode = (content: string) =>
  call<InviteQrcode>(endpoints.Users.createQrcode, { content });

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  user: (uid: number) => [...accountKeys.all, 'user', uid] as const,
};

/** A user looked up by id before something is given to them, quietly: the gift sheet says "not found" itself. */
export const receiverQuery = (uid: number) =>
  queryOptions({
    queryKey: accountKeys.user(uid),
    queryFn: () => getUserById(uid, { silent: true }),
    retry: false,
    staleTime: 60_000,
  });

/** The signed-in user's profile; keeps the session store's copy current. */
export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: async () => {
      const user = await getMyProfile();
      if (user && typeof user.uid === 'number')
        useSession.getState().setUserInfo({ ...useSession.getState().userInfo, ...user });
      return user;
    },
  });

export const useProfile = (enabled = true) => useQuery({ ...profileQuery(), enabled });

/** Stores the grant in the session and refreshes everything that depended on who is signed in. */
export function useGrantSession() {
  const queryClient = useQueryClient();
  return (grant: SessionGrant) => {
    useSession.getState().signIn(grant.token, grant.userInfo);
    queryClient.clear();
  };
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
