/**
 * Trusted Types' policies for script URLs, in a page or a worker (no DOM needed): the part of the API the app
 * uses (TypeScript's libraries have no types for it yet).
 */
export interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

export interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string | null }): ScriptUrlPolicy;
}

/** The global's Trusted Types, where the browser has them. */
export const policyFactory = (): PolicyFactory | undefined =>
  (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;

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
