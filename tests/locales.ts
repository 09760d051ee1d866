import { CORE_AREAS } from '../src/i18n/coreAreas';

/** Every locale file, read eagerly for tests: `{ en: { common: {…}, login: {…} }, ja: {…}, … }`. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function readLocales(): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, strings] of Object.entries(files)) {
    const [, , code = '', file = ''] = path.split('/');
    (out[code] ??= {})[file.replace(/\.json$/, '')] = strings;
  }
  return out;
}

/** The strings of one language's area, as the app would fetch them. */
export async function readArea(code: string, area: string): Promise<Record<string, unknown>> {
  // core.json, as the build serves it: the core areas, each under its name.
  if (area === 'core') {
    return Object.fromEntries(
      await Promise.all(CORE_AREAS.map(async (core) => [core, await readArea(code, core)])),
    );
  }
  const strings = readLocales()[code]?.[area];
  if (!strings) throw new Error(`no locales/${code}/${area}.json`);
  return strings;
}
