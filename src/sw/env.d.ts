/** true in a demo build, whose fake backend's worker runs inside this one (vite.config.ts defines it) */
declare const __FAKE_BACKEND__: boolean;

/** The part of Trusted Types the worker uses (TypeScript's WebWorker library has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string | null },
  ): { createScriptURL(input: string): unknown };
}
