/**
 * Intl formatters, made once per locale and options: making one costs far more than using it, and a list of
 * twenty cards formats a hundred figures.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  once(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const pluralRules = (locale: string) => once(`p|${locale}`, () => new Intl.PluralRules(locale));
