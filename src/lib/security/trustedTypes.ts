import { policyFactory } from './scriptUrlPolicy';

/**
 * Trusted Types (the policy requires them for every script sink: decision 0030). Service workers are
 * registered by libraries with plain strings (MSW turns whatever URL it is given into one), so the 'default'
 * policy turns into a TrustedScriptURL exactly the same-origin worker scripts below, and refuses every other
 * URL. It has no createHTML and no createScript: a string of HTML or script is never let through.
 */
/** the app's worker (src/sw/sw.ts, which runs the fake backend's in a demo build) and, on the dev server, MSW's own */
export const SERVICE_WORKER_SCRIPTS: readonly string[] = ['/sw.js', '/mockServiceWorker.js'];

/** `input` when it names one of the service worker scripts of `origin`, else null (the sink then refuses it). */
export function serviceWorkerScript(input: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return null;
  }
  const known = url.origin === origin && SERVICE_WORKER_SCRIPTS.includes(url.pathname);
  return known && !url.search && !url.hash ? input : null;
}

/** Creates the 'default' policy, once, in browsers that have Trusted Types. */
export function allowServiceWorkerScripts(): void {
  policyFactory()?.createPolicy('default', {
    createScriptURL: (input) => serviceWorkerScript(input, window.location.origin),
  });
}
