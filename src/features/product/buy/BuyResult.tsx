import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailsPathOf } from '../../../api/orders/rules/orderKinds';
import type { BuyItem } from './buyRules';
import { LotteryNumbers } from '../LotteryNumbers';
import type { Bought } from './useBuyAction';
import './buy.css';

interface BuyResultProps {
  item: BuyItem;
  bought: Bought;
  onClose: () => void;
}

/** What a purchase gave: its order (one tap away) and, for an issue, every lottery number it holds. */
export function BuyResult({ item, bought, onClose }: BuyResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { numbers } = bought;

  return (
    <div className="buy-body buy-result">
      <CheckCircleFill className="buy-result-icon" aria-hidden />
      <h2 className="buy-result-title">{t('details.buy.success')}</h2>
      <p className="buy-note">{t('details.buy.orderNo', { orderNo: bought.orderNo })}</p>
      {numbers.length > 0 ? (
        <section className="buy-result-numbers">
          <h3 className="buy-label">{t('details.buy.yourNumbers', { count: numbers.length })}</h3>
          <LotteryNumbers numbers={numbers} />
          <p className="buy-note">{t('details.buy.drawHint')}</p>
        </section>
      ) : null}
      <div className="buy-result-actions">
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => navigate(detailsPathOf(item.kind, bought.orderId))}
        >
          {t('details.buy.viewOrder')}
        </Button>
        <Button block color="primary" onClick={onClose}>
          {t('details.buy.done')}
        </Button>
      </div>
    </div>
  );
}
