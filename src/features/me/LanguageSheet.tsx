import { useTranslation } from 'react-i18next';
import { useRereadAll } from '../../api/cache';
import { switchLanguage } from '../../i18n';
import { LANGUAGES } from '../../i18n/languages';
import { useSettings } from '../../stores/settings';
import { BottomSheet } from '../../ui/layout/BottomSheet';

interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * Picks one of the six languages, each named in itself (and marked as such, so a screen reader says it
 * right); everything re-renders in it at once and it is remembered. What the server sent is read again: its
 * site content (task titles, descriptions, notices) comes in the request's language (docs/api.md §1).
 * Its code (the kit's sheet, with the animation and gesture libraries) is fetched at the first tap on the
 * language entry, not with the "my" tab (issue 35).
 */
export default function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  const current = useSettings((s) => s.lang.value);
  const rereadAll = useRereadAll();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('my.entry.language')}>
      <h2 className="language-title">{t('my.entry.language')}</h2>
      <ul className="language-list">
        {LANGUAGES.map((language) => (
          <li key={language.value}>
            <button
              type="button"
              className="language-option"
              lang={language.code}
              aria-current={language.value === current ? 'true' : undefined}
              onClick={() => {
                onClose();
                void switchLanguage(language.value).then(rereadAll);
              }}
            >
              {language.nativeName}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
