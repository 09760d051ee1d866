import { languageByValue } from '../../i18n/languages';
import { useSettings } from '../../stores/settings';

/** The language in use, by its own name. */
export const useLanguageName = () => useSettings((s) => languageByValue(s.lang.value)?.nativeName);
