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
