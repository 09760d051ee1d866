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
  const strings = readLocales()[code]?.[area];
  if (!strings) throw new Error(`no locales/${code}/${area}.json`);
  return strings;
}
