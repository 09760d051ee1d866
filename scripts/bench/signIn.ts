// `npx tsx scripts/bench/signIn.ts <API origin>`: signs the demo account (README) in on the HTTP fake backend
// as the app's client does (signed headers) and prints the session the app keeps, `{ token, uid }`, for the
// bench's signed-in visit of Me.
import type { SessionGrant } from '../../src/api/account/account';
import { Profile } from '../../src/api/endpoints';
import type { Envelope } from '../../src/api/types';
import { DEMO } from '../../src/mocks/db/seed';
import { signedRequest } from '../../tests/mocks/signedFetch';

const api = process.argv[2];
if (!api) throw new Error('usage: signIn.ts <API origin>');
const response = await fetch(signedRequest(Profile.SignIn, { ...DEMO }, {}, api));
const reply = (await response.json()) as Envelope<SessionGrant>;
if (reply.code !== 200)
  throw new Error(`the demo account could not sign in: ${reply.code} ${reply.msg ?? ''}`);
console.log(JSON.stringify({ token: reply.data.token, uid: reply.data.userInfo.uid }));
