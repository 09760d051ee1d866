import { amountPattern } from '../lib/amount';
import { Button, Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** What is given, counted: the bounds and the unit shown next to the number. */
export interface GiftQuantityConfig {
  min: number;
  max: number;
  /** shown after a number, already translated: a word, or a word for that number ("item" / "items") */
  unit: string | ((amount: number) => string);
  /** decimals allowed: 0 for whole items or points, 2 for balance */
  decimals?: number;
}

interface GiftQuantityProps {
  text: string;
  config: GiftQuantityConfig;
  onChange: (text: string) => void;
}

export const quantityValue = (text: string) => (text === '' ? Number.NaN : Number(text));

export const unitFor = ({ unit }: GiftQuantityConfig, amount: number) =>
  typeof unit === 'string' ? unit : unit(amount);

export const quantityFits = (value: number, { min, max }: GiftQuantityConfig) =>
  Number.isFinite(value) && value >= min && value <= max;

/** Quantity with − and + buttons kept within the bounds; typing outside them is shown, not corrected. Strings: area `gift`. */
export function GiftQuantity({ text, config, onChange }: GiftQuantityProps) {
  const { t } = useTranslation();
  const { min, max, decimals = 0 } = config;
  const value = quantityValue(text);
  const unit = unitFor(config, Number.isFinite(value) ? value : max);
  const step = (delta: number) => {
    const next = Math.min(max, Math.max(min, (Number.isFinite(value) ? value : 0) + delta));
    onChange(String(Number(next.toFixed(decimals))));
  };
  return (
    <div className="gift-field">
      <label className="gift-label" htmlFor="gift-quantity">
        {t('gift.quantity')}
      </label>
      <div className="gift-quantity">
        <Button
          fill="none"
          size="small"
          aria-label={t('gift.less')}
          disabled={!(value > min)}
          onClick={() => step(-1)}
        >
          <MinusOutline />
        </Button>
        <Input
          id="gift-quantity"
          className="gift-quantity-input"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          value={text}
          readOnly={min === max}
          onChange={(next) => {
            if (amountPattern(decimals).test(next)) onChange(next);
          }}
        />
        <Button
          fill="none"
          size="small"
          aria-label={t('gift.more')}
          disabled={value >= max}
          onClick={() => step(1)}
        >
          <AddOutline />
        </Button>
        <span className="gift-unit">{unit}</span>
      </div>
      {quantityFits(value, config) ? (
        min < max ? (
          <p className="gift-note">{t('gift.bounds', { min, max, unit: unitFor(config, max) })}</p>
        ) : null
      ) : (
        <p className="gift-problem" role="alert">
          {t('gift.outOfBounds', { min, max, unit: unitFor(config, max) })}
        </p>
      )}
    </div>
  );
}
