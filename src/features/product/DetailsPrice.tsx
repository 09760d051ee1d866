import { useTranslation } from 'react-i18next';
import { compare } from '../../lib/money';
import { Amount } from '../../ui/money/Amount';
import { useFormat } from '../../ui/hooks/useFormat';
import './DetailsPrice.css';

interface DetailsPriceProps {
  price: number;
  originalPrice: number;
  /** points price; 0 = not payable with points */
  points: number;
  perUnit?: boolean;
}

/** The price line: balance price, the original price struck through, the points price when allowed. */
export function DetailsPrice({ price, originalPrice, points, perUnit = false }: DetailsPriceProps) {
  const { t } = useTranslation();
  const { balance: money, points: pointsText } = useFormat();
  return (
    <div className="details-price">
      {perUnit ? <span className="details-price-label">{t('details.unitPrice')}</span> : null}
      <Amount as="strong" className="details-price-now" value={price} unit="balance" />
      {compare(originalPrice, price) > 0 ? (
        <del
          className="details-price-old"
          aria-label={`${t('details.originalPrice')} ${money(originalPrice)}`}
        >
          <Amount value={originalPrice} unit="balance" />
        </del>
      ) : null}
      {points > 0 ? (
        <span className="details-price-points">
          {t(perUnit ? 'details.pointsPerUnit' : 'details.orPoints', { points: pointsText(points) })}
        </span>
      ) : null}
    </div>
  );
}
