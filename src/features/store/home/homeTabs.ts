/** The three product lists of the hall, as named in the URL (`?tab=`). */
export const HOME_TABS = ['store', 'box', 'crowd'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const parseTab = (value: string | null): HomeTab => HOME_TABS.find((tab) => tab === value) ?? 'store';

/** A positive category id from the URL, else undefined (all categories). */
export function parseCategory(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The search in the URL, trimmed; '' when there is none. */
export const parseKeyword = (value: string | null): string => value?.trim() ?? '';
