import { useState } from 'react';
import { ActionSheet, List } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../i18n';
import { LANGUAGES, languageByValue } from '../../../i18n/languages';
import { useSettings } from '../../../stores/settings';

/** Picks one of the six languages; everything re-renders in it at once and it is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = useSettings((s) => s.lang.value);
  return (
    <>
      <List.Item
        prefix={<GlobalOutline />}
        extra={languageByValue(current)?.nativeName}
        onClick={() => setOpen(true)}
      >
        {t('my.language')}
      </List.Item>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('common.cancel')}
        actions={LANGUAGES.map((l) => ({
          key: l.value,
          text: l.nativeName,
          bold: l.value === current,
          onClick: () => {
            setOpen(false);
            void switchLanguage(l.value);
          },
        }))}
      />
    </>
  );
}
