import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { SessionGrant, UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import type { Device, DeviceDetail } from '../../src/api/devices/device';
import type { RankRowV2 } from '../../src/api/shared';
import type { TeamCount } from '../../src/api/team/team';
import type { Stake } from '../../src/api/stakes/stakes';
import type { GoodsDetail } from '../../src/api/draws/treasure';
import type { Envelope, Page } from '../../src/api/types';
import { attachPersistence, db, SCHEMA_VERSION } from '../../src/mocks/db';
import { DEMO, seedDb } from '../../src/mocks/db/seed';
import { AUCTION_LOTS } from '../../src/mocks/handlers/auction/db/seedAuctions';
import { SEEDED_DEVICES } from '../../src/mocks/handlers/device/db/seedDevices';
import { API_RESPONSE_POLICY } from '../../src/lib/security/contentSecurityPolicy';
import { broadcast } from '../../src/mocks/hub/socket';
import { parseFrames, RECORD_SEPARATOR } from '../../src/mocks/hub/protocol';
import { server as inProcess } from '../../src/mocks/node';
import { createFakeServer } from '../../src/mocks/server/app';
import { filePersistence } from '../../src/mocks/server/fileStore';
import { signedRequest, type CallOptions } from '../mocks/signedFetch';
import { webpSize } from '../webp';

const P = endpoints.Profile;
const T = endpoints.Treasure;
const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qc-fake-')), 'db.json');
const httpServer = createFakeServer();
let origin = '';

beforeAll(async () => {
  // The in-process fake backend of tests/setup.ts would answer these requests itself.
  inProcess.close();
  attachPersistence(filePersistence(stateFile));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  inProcess.listen({ onUnhandledRequest: 'error' });
});

async function call<T>(
  endpoint: endpoints.Endpoint,
  payload = {},
  options: CallOptions = {},
  signedFor = origin,
) {
  const signed = signedRequest(endpoint, payload, options, signedFor);
  const response = await fetch(signed.url.replace(signedFor, origin), signed);
  return { response, envelope: (await response.json()) as Envelope<T> };
}

async function signIn(): Promise<string> {
  const { phoneRegion, phoneNumber, password } = DEMO;
  const { envelope } = await call<SessionGrant>(P.SignIn, { phoneRegion, phoneNumber, password });
  return envelope.data.token;
}

describe('npm run backend: the fake backend over HTTP', () => {
  it("answers the preflight for the app's headers from any origin", async () => {
    const response = await fetch(`${origin}${P.SignIn.path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://192.168.1.20:4174',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'appid,channel,content-type,lang,nonce,os,sign,timestamp,token,version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(', ');
    for (const name of ['appid', 'nonce', 'timestamp', 'token', 'sign', 'lang', 'os', 'version', 'channel'])
      expect(allowed).toContain(name);
    expect(allowed).toEqual(expect.arrayContaining(['cache-control', 'content-type']));
  });

  it('serves the handlers, signed over the host:port it was called at, and refuses another host', async () => {
    const token = await signIn();
    const { response, envelope } = await call<UserInfo>(P.GetMyProfile, {}, { token });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(envelope).toMatchObject({ code: 200, data: { phoneNumber: DEMO.phoneNumber } });

    const elsewhere = await call(P.GetMyProfile, {}, { token }, 'http://127.0.0.1:1');
    expect(elsewhere.envelope).toMatchObject({ code: 403 });
  });

  it("hands out pictures on the server's own origin and serves them from disk, to any origin", async () => {
    const { envelope } = await call<GoodsDetail>(T.GetGoodsInfo, { id: 1 });
    expect(envelope.data.images.length).toBeGreaterThan(0);
    for (const url of envelope.data.images) {
      expect(url.startsWith(`${origin}/fake-media/`)).toBe(true);
      const response = await fetch(url, { headers: { Origin: 'http://192.168.1.20:4174' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(webpSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 400, height: 400 });
    }
    expect((await fetch(`${origin}/fake-media/missing.webp`)).status).toBe(404);
  });

  it('sends a policy under which none of its answers, opened as a page, runs or loads anything', async () => {
    const { response: api, envelope } = await call<GoodsDetail>(T.GetGoodsInfo, { id: 1 });
    const picture = await fetch(envelope.data.images[0] ?? '');
    const missing = await fetch(`${origin}/nothing-here`);
    for (const response of [api, picture, missing]) {
      expect(response.headers.get('content-security-policy')).toBe(API_RESPONSE_POLICY);
    }
  });

  it('keeps the state in its file, and takes a reset written there by another process', async () => {
    const token = await signIn();
    const sessionsFile = path.join(path.dirname(stateFile), 'db.sessions.json');
    const sessions = JSON.parse(fs.readFileSync(sessionsFile, 'utf8')) as ReturnType<
      typeof seedDb
    >['sessions'];
    expect(sessions.map((s) => s.token)).toContain(token);
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8'))).toMatchObject({ version: SCHEMA_VERSION });

    // `npm run backend:reset`: another process with its own copy of the fake backend, on the same files
    vi.resetModules();
    const other = await import('../../src/mocks/db');
    other.attachPersistence(filePersistence(stateFile));
    await other.resetShared();
    expect((await call(P.GetMyProfile, {}, { token })).envelope.code).toBe(-2000);
  });

  it('puts the seed back and moves the clock on through the demo controls', async () => {
    const token = await signIn();
    expect((await fetch(`${origin}/__fake/skip?ms=60000`, { method: 'POST' })).status).toBe(200);
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8'))).toMatchObject({ clockSkip: 60_000 });
    expect((await fetch(`${origin}/__fake/reset`, { method: 'POST' })).status).toBe(200);
    expect(JSON.parse(fs.readFileSync(stateFile, 'utf8'))).toMatchObject({ clockSkip: 0 });
    expect((await call(P.GetMyProfile, {}, { token })).envelope.code).toBe(-2000);
  });

  it('settles 김민준’s seeded stake by itself after a skip of the clock, and ranks the miners (Stakes, Mining)', async () => {
    expect((await fetch(`${origin}/__fake/reset`, { method: 'POST' })).status).toBe(200);
    const minjun = db().users.find((u) => u.nickName === '김민준');
    const { envelope: grant } = await call<SessionGrant>(P.SignIn, {
      phoneRegion: minjun?.phoneRegion,
      phoneNumber: minjun?.phoneNumber,
      password: DEMO.password,
    });
    const token = grant.data.token;
    const settled = async () =>
      (await call<Page<Stake>>(endpoints.Stakes.settleList, { pageIndex: 1, pageSize: 20 }, { token }))
        .envelope;
    expect((await settled()).data.total).toBe(0);
    expect((await fetch(`${origin}/__fake/skip?ms=${3_600_000 + 1_000}`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await settled()).data.list[0]).toMatchObject({ status: 2, amount: 100, settle_amount: 101.5 });
    const rank = await call<Page<RankRowV2>>(endpoints.Mining.rank, { type: '7day', pageIndex: 1 });
    expect(rank.envelope.data.total).toBe(7);
    expect((await fetch(`${origin}/__fake/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('binds a free device that earns after a skip of the clock, and answers the demo’s team (Device, Team)', async () => {
    expect((await fetch(`${origin}/__fake/reset`, { method: 'POST' })).status).toBe(200);
    const token = await signIn();
    const [sn] = SEEDED_DEVICES.alwaysOn;
    const { envelope: bound } = await call<Device>(endpoints.Device.bind, { sn }, { token });
    expect(bound).toMatchObject({ code: 200, data: { sn, online: true, total_income: 0 } });
    // Three hours: the hour it was bound in pays only its online minutes (none in its last minute), the next two
    // a whole hour each.
    expect((await fetch(`${origin}/__fake/skip?ms=${3 * 3_600_000}`, { method: 'POST' })).status).toBe(200);
    const { envelope: detail } = await call<DeviceDetail>(
      endpoints.Device.devInfo,
      { id: bound.data.id },
      { token },
    );
    expect(detail.data).toMatchObject({ sn, online: true, hourly_rate: 0.25 });
    expect(detail.data.total_income).toBeGreaterThan(0.25);
    const { envelope: team } = await call<TeamCount>(endpoints.Team.count, {}, { token });
    expect(team.data).toMatchObject({ member_count: 3 });
    expect(team.data.total_earnings).toBeGreaterThan(500);
    expect((await fetch(`${origin}/__fake/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('runs the SignalR hub on a real WebSocket at /chat', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/chat?token=`);
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    await vi.waitFor(() => expect(received).toEqual([`{}${RECORD_SEPARATOR}`]));

    broadcast('auctionUpdateResponse', { id: 7, last_price: 120 });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(parseFrames(received[1] ?? '')).toEqual([
      { type: 1, target: 'auctionUpdateResponse', arguments: [{ id: 7, last_price: 120 }] },
    ]);
    socket.close();
  });

  it('pushes what a skip of the clock made due (a rival’s bid) within a second, with no request', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/chat?token=`);
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const rival = db().auctions.find((a) => a.drawNumber === AUCTION_LOTS.rival);
    expect((await fetch(`${origin}/__fake/skip?ms=${3 * 60_000}`, { method: 'POST' })).status).toBe(200);
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(1), { timeout: 3000 });
    expect(parseFrames(received[1] ?? '')).toEqual([
      { type: 1, target: 'auctionUpdateResponse', arguments: [expect.objectContaining({ id: rival?.id })] },
    ]);
    socket.close();
  });
});
