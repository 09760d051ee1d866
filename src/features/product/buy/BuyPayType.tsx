import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PayType } from '../../../api/shared';
import './buy.css';

interface BuyPayTypeProps {
  value: PayType;
  allowed: PayType[];
  onChange: (payType: PayType) => void;
}

const ALL: readonly PayType[] = ['balance', 'points'];

/** Balance or points; points are offered only where the item has a points price. */
export function BuyPayType({ value, allowed, onChange }: BuyPayTypeProps) {
  const { t } = useTranslation();
  const options = ALL.map((payType) => ({
    label: t(`details.buy.${payType}`),
    value: payType,
    disabled: !allowed.includes(payType),
  }));
  return (
    <>
      <Selector<PayType>
        columns={2}
        options={options}
        value={[value]}
        onChange={(values) => {
          const [next] = values;
          if (next) onChange(next);
        }}
      />
      {allowed.includes('points') ? null : <p className="buy-note">{t('details.buy.pointsNotAllowed')}</p>}
    </>
  );
}
