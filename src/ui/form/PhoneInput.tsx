import { useState } from 'react';
import { Input, Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores/settings';
import type { PhoneRegion } from '../../api/config';
import type { LangValue } from '../../api/types';
import './PhoneInput.css';

export interface PhoneValue {
  region: string;
  number: string;
}

export const DEFAULT_REGION = '+86';

const regionName = (region: PhoneRegion, lang: LangValue) =>
  region.name[lang] ?? region.name.en_us ?? region.code;

interface PhoneInputProps {
  /** the area codes offered (the base settings' `phone_region`); empty: only the default */
  regions: readonly PhoneRegion[];
  value?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  placeholder?: string;
}

/** Area code picker (from `phone_region`) and the number, as one form control. */
export function PhoneInput({ regions, value, onChange, placeholder }: PhoneInputProps) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.lang.value);
  const [open, setOpen] = useState(false);
  const current = value ?? { region: DEFAULT_REGION, number: '' };
  const columns = [
    (regions.length ? regions : [{ code: DEFAULT_REGION, name: {} }]).map((r) => ({
      label: `${r.code} ${regionName(r, lang)}`,
      value: r.code,
    })),
  ];

  return (
    <div className="phone-input">
      {/* Named by what it shows first, then what it does: a voice command can say the code it sees. */}
      <button type="button" className="phone-region" onClick={() => setOpen(true)}>
        {current.region} <span className="visually-hidden">{t('login.selectAreaCode')}</span>
        <DownOutline fontSize={10} aria-hidden />
      </button>
      <Input
        type="tel"
        inputMode="numeric"
        maxLength={15}
        clearable
        aria-label={t('login.phone')}
        placeholder={placeholder ?? t('login.phonePlaceholder')}
        value={current.number}
        onChange={(number) => onChange?.({ ...current, number: number.replace(/\D/g, '') })}
      />
      <Picker
        columns={columns}
        visible={open}
        value={[current.region]}
        title={t('login.selectAreaCode')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          const region = picked[0];
          if (typeof region === 'string') onChange?.({ ...current, region });
        }}
      />
    </div>
  );
}
