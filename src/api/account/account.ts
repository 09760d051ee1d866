import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { call, type CallOptions } from '../client';
import * as endpoints from '../endpoints';
import { unread } from '../schemas';
import { PublicUser } from '../shared';
import { UserInfo } from './userTypes';
import { useSession } from '../../stores/session';

export type { UserInfo } from './userTypes';

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
const SessionGrant = v.object({
  token: v.string(),
  userInfo: UserInfo,
});
export type SessionGrant = v.InferOutput<typeof SessionGrant>;

const TiktokUri = v.object({
  uri: v.string(),
});
export type TiktokUri = v.InferOutput<typeof TiktokUri>;

export interface TiktokLoginRequest {
  code: string;
  state: string;
  inviteCode?: string;
}

export type { PublicUser };

const InviteQrcode = v.object({
  /** data: URL of a PNG, or an https URL */
  url: v.string(),
});
export type InviteQrcode = v.InferOutput<typeof InviteQrcode>;

const UploadResult = v.object({
  url: v.string(),
});
export type UploadResult = v.InferOutput<typeof UploadResult>;

const MaybeUser = v.nullable(UserInfo);
const MaybePublicUser = v.nullable(PublicUser);

export const sendCode = (body: SendCodeRequest) =>
  call(endpoints.Profile.SendCode, { ...body }, { answer: unread });
export const signUp = (body: SignUpRequest) =>
  call(endpoints.Profile.SignUp, { ...body }, { answer: SessionGrant });
export const signIn = (body: SignInRequest) =>
  call(endpoints.Profile.SignIn, { ...body }, { answer: SessionGrant });
export const forgotPassword = (body: ForgotPasswordRequest) =>
  call(endpoints.Profile.ForgotPassword, { ...body }, { answer: unread });
export const getMyProfile = () => call(endpoints.Profile.GetMyProfile, undefined, { answer: MaybeUser });
export const modifyProfile = (body: ModifyProfileRequest) =>
  call(endpoints.Profile.ModifyProfile, { ...body }, { answer: UserInfo });
/** Sends one file; `options.signal` cancels it (a cancelled upload fails quietly, with ABORTED). */
export const upload = (
  file: Blob,
  name = 'image.jpg',
  onProgress?: (percent: number) => void,
  options: Pick<CallOptions, 'signal'> = {},
) => {
  const form = new FormData();
  form.append('file', file, name);
  return call(endpoints.Profile.Upload, form, {
    ...options,
    onUploadProgress: onProgress,
    answer: UploadResult,
  });
};
/** `state` is the client's anti-forgery value; TikTok sends it back unchanged with the code. */
export const getTiktokUri = (redirect: string, state: string) =>
  call(endpoints.Profile.GetTiktokUri, { redirect, state }, { answer: TiktokUri });

/** Users group: TikTok sign-in and user look-ups. */
export const tiktokLogin = (query: TiktokLoginRequest, options?: CallOptions) =>
  call(endpoints.Users.login, { ...query }, { ...options, answer: SessionGrant });
export const getTiktokUser = () => call(endpoints.Users.getUserInfo, undefined, { answer: PublicUser });
export const saveTiktokInfo = (body: ModifyProfileRequest) =>
  call(endpoints.Users.saveInfo, { ...body }, { answer: UserInfo });
export const getUserById = (uid: number, options?: CallOptions) =>
  call(endpoints.Users.userInfo, { uid }, { ...options, answer: MaybePublicUser });
export const createInviteQrcode = (content: string) =>
  call(endpoints.Users.createQrcode, { content }, { answer: InviteQrcode });

export const accountKeys = {
  all: ['account'] as const,
  /** every cached copy of the signed-in user */
  me: () => [...accountKeys.all, 'me'] as const,
  /** one per uid, so that a guest (0) or the next user never reads the last one's copy */
  meOf: (uid: number) => [...accountKeys.me(), uid] as const,
  user: (uid: number) => [...accountKeys.all, 'user', uid] as const,
};

/** A user by id (User/userInfo). */
export const userQuery = (uid: number, options?: CallOptions) =>
  queryOptions({ queryKey: accountKeys.user(uid), queryFn: () => getUserById(uid, options) });

/** A user looked up by id before something is given to them, quietly: the gift sheet says "not found" itself. */
export const receiverQuery = (uid: number) =>
  queryOptions({ ...userQuery(uid, { silent: true }), retry: false, staleTime: 60_000 });

/**
 * GetMyProfile: the signed-in user's info and balances, the one copy every page reads. An answer without a uid
 * (a server fault) does not pass its schema: the call fails, and no zeros are shown.
 */
export const meQuery = (uid: number) =>
  queryOptions({ queryKey: accountKeys.meOf(uid), queryFn: getMyProfile });

const whole = (user: UserInfo) => user;

/**
 * The signed-in user through `select` (e.g. `useMe((me) => me.balance)`). Guests: no call and no data —
 * unless `required` (a page that needs login), where the server's -2000 sends them to sign in.
 */
export function useMe<T = UserInfo>(
  select: (user: UserInfo) => T = whole as (user: UserInfo) => T,
  { required = false } = {},
) {
  const uid = useSession((s) => s.uid);
  return useQuery({
    ...meQuery(uid),
    enabled: required || uid !== 0,
    select: (user) => (user ? select(user) : null),
  });
}

/** Whether the signed-in user has a payment password (readable before any call that needs it). */
export const usePayPasswordSet = () => useMe((me) => me.hasPayPassword === true).data === true;

/** A new session: nothing cached for whoever was here before survives, and `me` starts from the grant. */
function useGrantSession() {
  const queryClient = useQueryClient();
  return (grant: SessionGrant) => {
    queryClient.clear();
    useSession.getState().signIn(grant.token, grant.userInfo.uid);
    queryClient.setQueryData(accountKeys.meOf(grant.userInfo.uid), grant.userInfo);
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return () => {
    useSession.getState().logout();
    queryClient.clear();
  };
}

export const useSignIn = () => useMutation({ mutationFn: signIn, onSuccess: useGrantSession() });
export const useSignUp = () => useMutation({ mutationFn: signUp, onSuccess: useGrantSession() });
/** Quiet: the TikTok page explains a failed exchange itself. */
export const useTiktokLogin = () =>
  useMutation({
    mutationFn: (query: TiktokLoginRequest) => tiktokLogin(query, { silent: true }),
    onSuccess: useGrantSession(),
  });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

/** ModifyProfile answers the whole user: that is the new copy. */
export function useModifyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.meOf(user.uid), user),
  });
}

export interface UploadRequest {
  file: Blob;
  name?: string;
  onProgress?: (percent: number) => void;
}

export const useUpload = () =>
  useMutation({ mutationFn: ({ file, name, onProgress }: UploadRequest) => upload(file, name, onProgress) });
