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

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): ScriptUrlPolicy;
}

const policyFactory = () => (window as Window & { trustedTypes?: PolicyFactory }).trustedTypes;

/** Creates the 'default' policy, once, in browsers that have Trusted Types. */
export function allowServiceWorkerScripts(): void {
  policyFactory()?.createPolicy('default', {
    createScriptURL: (input) => serviceWorkerScript(input, window.location.origin),
  });
}

const scriptPolicies = new Map<string, ScriptUrlPolicy | null>();

/**
 * `url` as a script sink takes it under Trusted Types: through the policy `name` (made once; one of the CSP's
 * `trusted-types`), which lets exactly that URL in. The URL itself where the browser has no Trusted Types.
 */
export function trustedScriptUrl(name: string, url: string): string {
  let policy = scriptPolicies.get(name);
  if (policy === undefined) {
    policy =
      policyFactory()?.createPolicy(name, { createScriptURL: (input) => (input === url ? input : null) }) ??
      null;
    scriptPolicies.set(name, policy);
  }
  // A TrustedScriptURL where the sink needs one; the DOM typings name only strings.
  return (policy ? policy.createScriptURL(url) : url) as string;
}
