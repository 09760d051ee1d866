import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../i18n';
import { LANGUAGES, languageByValue } from '../../../i18n/languages';
import { useSettings } from '../../../stores/settings';

/** The language in use, by its own name. */
export const useLanguageName = () => useSettings((s) => languageByValue(s.lang.value)?.nativeName);

interface LanguageSheetProps {
  visible: boolean;
  onClose: () => void;
}

/** Picks one of the six languages; everything re-renders in it at once and it is remembered. */
export function LanguageSheet({ visible, onClose }: LanguageSheetProps) {
  const { t } = useTranslation();
  const current = useSettings((s) => s.lang.value);
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={t('common.cancel')}
      actions={LANGUAGES.map((l) => ({
        key: l.value,
        text: l.nativeName,
        bold: l.value === current,
        onClick: () => {
          onClose();
          void switchLanguage(l.value);
        },
      }))}
    />
  );
}
