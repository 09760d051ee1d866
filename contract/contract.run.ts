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

test('the contract', async () => {
  const c = new Contract((path) => answerCodes.of(path));
  const password = required('QC_CONTRACT_PASSWORD');
  const session = await c.check(endpoints.Profile.SignIn, () =>
    signIn({ ...phoneOf(required('QC_CONTRACT_PHONE')), password }),
  );
  if (session) {
    const uid = session.userInfo.uid;
    useSession.getState().signIn(session.token, uid);
    const writer: MoneyAccount | null =
      process.env.QC_CONTRACT_WRITE === '1'
        ? {
            password,
            payPassword: required('QC_CONTRACT_PAY_PASSWORD'),
            secondUid: Number(process.env.QC_CONTRACT_SECOND_UID) || undefined,
          }
        : null;
    if (writer) await prepare(c, writer);
    await readCalls(c, uid);
    if (writer) await moneyFlows(c, writer);
    if (writer && process.env.QC_CONTRACT_ALL === '1') {
      const secondPhone = process.env.QC_CONTRACT_SECOND_PHONE;
      const second =
        writer.secondUid && secondPhone
          ? { uid: writer.secondUid, phone: secondPhone, password: required('QC_CONTRACT_SECOND_PASSWORD') }
          : undefined;
      const api = required('VITE_API_BASE');
      await everyWrite(
        writeContext(c, uid, writer, { second, api, fakeClock: process.env.QC_CONTRACT_FAKE_CLOCK === '1' }),
      );
    }
  }
  // Every call of the table appears: one the contract did not make says so.
  const made = new Set(c.rows.map((row) => row.call));
  for (const { endpoint } of endpointTable())
    if (!made.has(callName(endpoint))) c.skip(endpoint, 'not called by this run');
  fs.writeFileSync(required('QC_CONTRACT_OUT'), JSON.stringify(c.rows, null, 1));
});
