import workerUrl from './seedWorker?worker&url';
import type { DbState } from './db/schema';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string | null }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | null | undefined;

/**
 * The seed worker's URL as a Trusted Types sink takes it: the 'fake-backend-worker' policy (decision 0030) lets
 * exactly this script in, in the page as in the app's service worker.
 */
function trusted(url: string): string | URL {
  if (policy === undefined) {
    const factory = (window as Window & { trustedTypes?: PolicyFactory }).trustedTypes;
    policy = factory
      ? factory.createPolicy('fake-backend-worker', {
          createScriptURL: (input) => (input === url ? input : null),
        })
      : null;
  }
  return (policy ? policy.createScriptURL(url) : url) as string;
}

/**
 * The demo's seed as of `time`, made in a Web Worker: making it (the whole demo history) takes some 100–200 ms
 * of a desktop core, which a first visit spent on the main thread before its first answer. Null where no
 * worker can make it; the caller then seeds on the main thread, as before.
 */
export function seedOffThread(time: number): Promise<DbState | null> {
  if (typeof Worker !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(trusted(workerUrl), { type: 'module', name: 'fake-backend-seed' });
    } catch {
      resolve(null);
      return;
    }
    const done = (state: DbState | null) => {
      worker.terminate();
      resolve(state);
    };
    worker.onmessage = (event: MessageEvent<string>) => {
      try {
        done(JSON.parse(event.data) as DbState);
      } catch {
        done(null);
      }
    };
    worker.onerror = () => done(null);
    worker.postMessage({ time });
  });
}
