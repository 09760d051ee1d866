import type {
  CodePurpose,
  ForgotPasswordRequest,
  SendCodeRequest,
  SignInRequest,
  SignUpRequest,
} from '../../../api/account/account';
import { now } from '../../clock';
import { consumeCode, lastCode, RESEND_INTERVAL_MS, saveCode } from '../../db/codes';
import { grantSession, revokeSessions } from '../../db/sessions';
import { checkPassword, createUser, findUserByPhone, inviterOf, setPassword } from '../../db/users';
import { ensureCode, ensurePassword, readPhone } from '../../rules/common';
import { CODE, ensure, ok, reader, route } from '../../http/route';

const PURPOSES: readonly CodePurpose[] = ['register', 'forgot', 'changePhone', 'verifyOldPhone'];
/** Purposes whose phone must be new; the others need an existing account. */
const FOR_NEW_PHONE: readonly CodePurpose[] = ['register', 'changePhone'];

const isPurpose = (value: string): value is CodePurpose => PURPOSES.some((p) => p === value);

const sendCode = route('POST /api/Profile/SendCode', ({ fields }) => {
  const read = reader<SendCodeRequest>(fields);
  const ref = readPhone(read);
  const purpose = read('type');
  ensure(isPurpose(purpose), 'codeTypeInvalid');
  const registered = findUserByPhone(ref.phoneRegion, ref.phoneNumber) !== undefined;
  if (FOR_NEW_PHONE.includes(purpose)) ensure(!registered, 'phoneRegistered');
  else ensure(registered, 'phoneUnknown');
  const previous = lastCode(ref, purpose);
  ensure(!previous || now() - previous.sentAt >= RESEND_INTERVAL_MS, 'codeWait', CODE.tooMany);
  saveCode(ref, purpose);
  return ok(null, 'codeSent');
});

const signUp = route('POST /api/Profile/SignUp', ({ fields, lang }) => {
  const read = reader<SignUpRequest>(fields);
  const ref = readPhone(read);
  ensure(!findUserByPhone(ref.phoneRegion, ref.phoneNumber), 'phoneRegistered');
  ensureCode(ref, 'register', read('code'));
  const password = read('password');
  ensurePassword(password);
  const invite = read('inviteCode').trim();
  ensure(invite !== '', 'inviteRequired');
  const inviter = inviterOf(invite);
  ensure(inviter !== undefined, 'inviteInvalid');
  const user = createUser(now(), (u) => {
    u.phoneRegion = ref.phoneRegion;
    u.phoneNumber = ref.phoneNumber;
    u.invitedBy = inviter;
    setPassword(u, password);
  });
  consumeCode(ref, 'register');
  return ok(grantSession(user, lang), 'loginSuccess');
});

const signIn = route('POST /api/Profile/SignIn', ({ fields, lang }) => {
  const read = reader<SignInRequest>(fields);
  const user = findUserByPhone(read('phoneRegion').trim(), read('phoneNumber').trim());
  ensure(user && checkPassword(user, read('password')), 'wrongCredentials');
  return ok(grantSession(user, lang), 'loginSuccess');
});

const forgotPassword = route('POST /api/Profile/ForgotPassword', ({ fields }) => {
  const read = reader<ForgotPasswordRequest>(fields);
  const ref = readPhone(read);
  const user = findUserByPhone(ref.phoneRegion, ref.phoneNumber);
  ensure(user, 'phoneUnknown');
  ensureCode(ref, 'forgot', read('code'));
  const password = read('password');
  ensurePassword(password);
  setPassword(user, password);
  consumeCode(ref, 'forgot');
  // A reset password signs the account out everywhere, as whoever knew the old one may be signed in.
  revokeSessions(user.uid);
  return ok(null);
});

export const authHandlers = [sendCode, signUp, signIn, forgotPassword];
