import { Button, Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { clampQuantity, type QuantityBounds } from './buyRules';
import './buy.css';

interface BuyQuantityProps {
  /** what the field shows: digits only, possibly empty while typing */
  text: string;
  bounds: QuantityBounds;
  onChange: (text: string) => void;
}

export const quantityOf = (text: string) => (text === '' ? 0 : Number(text));

/**
 * A quantity stepper whose buttons stay within bounds. Typing is not clamped upwards on the fly: a
 * number under the minimum stays visible and the sheet says why it cannot be bought, rather than
 * silently charging for more units than the user typed.
 */
export function BuyQuantity({ text, bounds, onChange }: BuyQuantityProps) {
  const { t } = useTranslation();
  const count = quantityOf(text);
  const step = (delta: number) => onChange(String(clampQuantity(bounds, count + delta)));
  const fixed = bounds.min === bounds.max;

  return (
    <div className="buy-quantity">
      <Button
        fill="none"
        size="small"
        aria-label={t('details.buy.decrease')}
        disabled={count <= bounds.min}
        onClick={() => step(-1)}
      >
        <MinusOutline />
      </Button>
      <Input
        className="buy-quantity-input"
        aria-label={t('details.buy.quantity')}
        inputMode="numeric"
        value={text}
        readOnly={fixed}
        onChange={(value) => onChange(value.replace(/\D/g, '').slice(0, 9))}
        onBlur={() => {
          if (count > bounds.max) onChange(String(bounds.max));
        }}
      />
      <Button
        fill="none"
        size="small"
        aria-label={t('details.buy.increase')}
        disabled={count >= bounds.max}
        onClick={() => step(1)}
      >
        <AddOutline />
      </Button>
    </div>
  );
}
