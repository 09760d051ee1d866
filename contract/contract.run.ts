import { test } from 'vitest';
import fs from 'node:fs';
import { signIn } from '../src/api/account/account';
import * as endpoints from '../src/api/endpoints';
import { useSession } from '../src/stores/session';
import { answerCodes } from './answerCodes';
import { callName, Contract } from './contract';
import { endpointTable } from './openapi';
import { everyWrite, writeContext } from './writes';
import { moneyFlows, prepare, type MoneyAccount } from './money';
import { readCalls } from './reads';
import { phoneOf } from './session';

/** What scripts/contract.mjs passes: the test account and where to write the rows. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (README, "Pointing the app at a real backend")`);
  return value;
}

/** A variable the run can do without: unset or empty is none. */
const given = (name: string) => process.env[name] || undefined;

test('the contract', async () => {
  const write = process.env.QC_CONTRACT_WRITE === '1';
  const all = process.env.QC_CONTRACT_ALL === '1';
  // --all's flows spend what --write's prepare gives the account (a payment password, a wallet): not without it.
  if (all && !write) throw new Error('--all needs --write (QC_CONTRACT_ALL=1 needs QC_CONTRACT_WRITE=1)');
  const c = new Contract(answerCodes);
  const password = required('QC_CONTRACT_PASSWORD');
  const session = await c.check(endpoints.Profile.SignIn, () =>
    signIn({ ...phoneOf(required('QC_CONTRACT_PHONE')), password }),
  );
  if (session) {
    const uid = session.userInfo.uid;
    useSession.getState().signIn(session.token, uid);
    const writer: MoneyAccount | null = write
      ? {
          password,
          payPassword: required('QC_CONTRACT_PAY_PASSWORD'),
          secondUid: Number(process.env.QC_CONTRACT_SECOND_UID) || undefined,
        }
      : null;
    if (writer) await prepare(c, writer);
    await readCalls(c, uid);
    if (writer) await moneyFlows(c, writer);
    if (writer && all) {
      const secondPhone = process.env.QC_CONTRACT_SECOND_PHONE;
      const second =
        writer.secondUid && secondPhone
          ? { uid: writer.secondUid, phone: secondPhone, password: required('QC_CONTRACT_SECOND_PASSWORD') }
          : undefined;
      const api = required('VITE_API_BASE');
      const codes = {
        sms: given('QC_CONTRACT_SMS_CODE'),
        redeem: given('QC_CONTRACT_REDEEM_CODE'),
        invitation: given('QC_CONTRACT_INVITATION_CODE'),
      };
      const fakeClock = process.env.QC_CONTRACT_FAKE_CLOCK === '1';
      const randomPhones = process.env.QC_CONTRACT_RANDOM_PHONES === '1';
      await everyWrite(writeContext(c, uid, writer, { second, api, fakeClock, codes, randomPhones }));
    }
  }
  // Every call of the table appears: one the contract did not make says so.
  const made = new Set(c.rows.map((row) => row.call));
  for (const { endpoint } of endpointTable())
    if (!made.has(callName(endpoint))) c.skip(endpoint, 'not called by this run');
  fs.writeFileSync(required('QC_CONTRACT_OUT'), JSON.stringify(c.rows, null, 1));
});
