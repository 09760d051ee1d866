import { getResponse } from 'msw';
import type { SessionGrant } from '../../src/api/account/account';
import type { Endpoint } from '../../src/api/endpoints';
import * as endpoints from '../../src/api/endpoints';
import type { Envelope } from '../../src/api/types';
import type { Persistence } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { T0 } from './setupLocal';
import { signedRequest } from './signedFetch';

/**
 * A browser tab: its own copy of the fake backend's modules (db, clock, handlers, hub) on the shared
 * storage, callable as the app's client calls it.
 */
export async function openTab(storage: Persistence) {
  vi.resetModules();
  const { attachPersistence, skipShared } = await import('../../src/mocks/db');
  const { callHandlers } = await import('../../src/mocks/handlers');
  const handlers = callHandlers();
  const { clock } = await import('../../src/mocks/clock');
  const hub = await import('../../src/mocks/hub/socket');
  const hubTabs = await import('../../src/mocks/hub/tabs');
  const live = await import('../../src/mocks/http/live');
  clock.setNow(T0);
  attachPersistence(storage);
  const call = async <T>(endpoint: Endpoint, token = '', payload = {}): Promise<Envelope<T>> => {
    // Signed by this tab's clock: the statically imported one is another copy of the module.
    const timestamp = String(Math.floor(clock.now() / 1000));
    const response = await getResponse(handlers, signedRequest(endpoint, payload, { token, timestamp }));
    if (!response) throw new Error(`no handler for ${endpoint.path}`);
    return (await response.json()) as Envelope<T>;
  };
  return Object.assign(call, { clock, skipShared, hub, hubTabs, live });
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** Signs the demo user in through `tab`: its token. */
export async function signIn(tab: Tab): Promise<string> {
  const { phoneRegion, phoneNumber, password } = DEMO;
  const grant = await tab<SessionGrant>(endpoints.Profile.SignIn, '', { phoneRegion, phoneNumber, password });
  return grant.data.token;
}
