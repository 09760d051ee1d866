import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SessionGrant, UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { MAX_PROOF_VIDEO_BYTES } from '../../src/api/tasks/rules/taskProof';
import type { Envelope } from '../../src/api/types';
import { attachPersistence } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { BODY_LIMITS } from '../../src/mocks/http/limits';
import { server as inProcess } from '../../src/mocks/node';
import { createFakeServer } from '../../src/mocks/server/app';
import { filePersistence } from '../../src/mocks/server/fileStore';
import { signedRequest, signedUpload, type CallOptions } from '../mocks/signedFetch';
import { post, stallHeaders, type Answered } from './slowClient';

const P = endpoints.Profile;
const MiB = 1024 * 1024;
const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qc-door-')), 'db.json');
const door = createFakeServer();
/** The same server with timeouts short enough for a test to wait them out. */
const impatient = createFakeServer({ headers: 300, idle: 300, whole: 1500 });
const origins = new Map<typeof door, string>();
const originOf = (server: typeof door) => origins.get(server) ?? '';

beforeAll(async () => {
  // The in-process fake backend of tests/setup.ts would answer these requests itself.
  inProcess.close();
  attachPersistence(filePersistence(stateFile));
  for (const server of [door, impatient]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origins.set(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});

afterAll(async () => {
  for (const server of [door, impatient]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  inProcess.listen({ onUnhandledRequest: 'error' });
});

async function call<T>(endpoint: endpoints.Endpoint, payload = {}, options: CallOptions = {}) {
  const response = await fetch(signedRequest(endpoint, payload, options, originOf(door)));
  return (await response.json()) as Envelope<T>;
}

const signIn = async () =>
  (
    await call<SessionGrant>(P.SignIn, {
      phoneRegion: DEMO.phoneRegion,
      phoneNumber: DEMO.phoneNumber,
      password: DEMO.password,
    })
  ).data.token;

/** A refusal at the door: its code as the HTTP status and in the envelope, with the message in the caller's language. */
function expectRefusal(answer: Answered, code: number, msg: string) {
  expect(answer.status).toBe(code);
  expect(JSON.parse(answer.text)).toEqual({ code, msg, data: null });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const nickNameOf = async (token: string) =>
  (await call<UserInfo>(P.GetMyProfile, {}, { token })).data.nickName;

/**
 * A ModifyProfile the handler would take: signed over `{ nickName }`, its JSON padded with spaces to `size`
 * bytes (the same fields once parsed), so only the body's size can stop it.
 */
function paddedRename(token: string, size: number, options: CallOptions = {}) {
  const fields = { nickName: 'Renamed' };
  const signed = signedRequest(P.ModifyProfile, fields, { ...options, token }, originOf(door));
  const body = Buffer.alloc(size, ' ');
  body.write(JSON.stringify(fields));
  return { url: signed.url, headers: Object.fromEntries(signed.headers), body };
}

describe('limits at the door of the fake backend over HTTP', () => {
  it('answers a JSON body declared over the limit with 413 at once, in the caller’s language, and changes nothing', async () => {
    const token = await signIn();
    const before = await nickNameOf(token);
    const rename = paddedRename(token, 10 * MiB, { lang: 'pt_br' });
    const headers = { ...rename.headers, 'content-length': String(rename.body.length) };
    const answer = await post(rename.url, headers, rename.body, { chunk: 64 * 1024, every: 0 });

    expectRefusal(answer, 413, 'Grande demais para enviar: no máximo 8 MB por vez');
    expect(answer.ms).toBeLessThan(500);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      connection: 'close',
    });
    expect(answer.sent).toBeLessThan(rename.body.length);
    expect(await nickNameOf(token)).toBe(before);
  });

  it('cuts a chunked body at the limit with 413 and reads no further', async () => {
    const token = await signIn();
    const before = await nickNameOf(token);
    const rename = paddedRename(token, 64 * MiB);
    const answer = await post(rename.url, rename.headers, rename.body, { chunk: 64 * 1024, every: 0 });

    expectRefusal(answer, 413, 'Too large to send: at most 8 MB at a time');
    // What was written past the limit sat in the connection's buffers; the rest was never sent.
    expect(answer.sent).toBeGreaterThan(BODY_LIMITS.json);
    expect(answer.sent).toBeLessThan(BODY_LIMITS.json + 24 * MiB);
    expect(await nickNameOf(token)).toBe(before);
  });

  it('answers small requests in under 100 ms while a 10 MB upload comes in slowly', async () => {
    const token = await signIn();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10 * MiB)], { type: 'video/mp4' }), 'proof.mp4');
    const upload = signedUpload(P.Upload, form, { token }, originOf(door));
    const body = new Uint8Array(await upload.arrayBuffer());
    const headers = { ...Object.fromEntries(upload.headers), 'content-length': String(body.length) };
    const small = async () => {
      const started = performance.now();
      expect((await call(endpoints.Treasure.GetCategoryList)).code).toBe(200);
      return performance.now() - started;
    };
    await small();
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) idle.push(await small());

    let arrived = false;
    const sending = post(upload.url, headers, body, { chunk: 256 * 1024, every: 50 }).finally(() => {
      arrived = true;
    });
    const during: number[] = [];
    while (!arrived && during.length < 10) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!arrived) during.push(await small());
    }
    const answer = await sending;

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({
      code: 200,
      data: { url: expect.stringMatching(/^https:\/\/media\.qcmall\.io\/proof\//) },
    });
    expect(during.length).toBeGreaterThanOrEqual(5);
    // 100 ms, unless the machine is so busy that the same call takes longer with no upload at all (client and
    // server share this test's one thread): then no slower than half as much again as that.
    expect(median(during)).toBeLessThan(Math.max(100, 1.5 * median(idle)));
  });

  it('takes an upload just under the limit: the largest proof video', async () => {
    const token = await signIn();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(MAX_PROOF_VIDEO_BYTES)], { type: 'video/mp4' }),
      'proof.mp4',
    );
    const response = await fetch(signedUpload(P.Upload, form, { token }, originOf(door)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 200,
      data: { url: expect.stringMatching(/^https:/) },
    });
  });

  it('takes a JSON body just under the limit', async () => {
    const token = await signIn();
    const rename = paddedRename(token, BODY_LIMITS.json);
    const response = await fetch(rename.url, { method: 'POST', headers: rename.headers, body: rename.body });
    expect(await response.json()).toMatchObject({ code: 200, data: { nickName: 'Renamed' } });
  });

  it('ends a request whose body stops coming, with a 408 envelope', async () => {
    const url = `${originOf(impatient)}${P.ModifyProfile.path}`;
    const headers = { 'content-type': 'application/json', 'content-length': '100', lang: 'en_us' };
    const answer = await post(url, headers, Buffer.alloc(100, ' '), { chunk: 10, every: 0, stallAt: 10 });
    expectRefusal(answer, 408, 'The request took too long to arrive, please try again');
    expect(answer.ms).toBeGreaterThanOrEqual(250);
    expect(answer.ms).toBeLessThan(1500);
  });

  it('ends a body that trickles in past the whole request’s deadline', async () => {
    const url = `${originOf(impatient)}${P.ModifyProfile.path}`;
    const headers = { 'content-type': 'application/json', 'content-length': '100' };
    const answer = await post(url, headers, Buffer.alloc(100, ' '), { chunk: 1, every: 100 });
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeGreaterThanOrEqual(1400);
    expect(answer.ms).toBeLessThan(4000);
  });

  it('closes a connection whose headers never end', async () => {
    const { text, ms } = await stallHeaders(Number(new URL(originOf(impatient)).port));
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(1500);
  });
});
