import { useState } from 'react';
import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Goods } from '../../../api/draws/treasure';
import { GoodsPicker } from './GoodsPicker';
import type { ChosenGoods } from './useReleaseForm';
import './bazaar.css';
import './GoodsChoice.css';

interface GoodsChoiceProps {
  goods: ChosenGoods | null;
  /** an existing listing keeps its product */
  fixed: boolean;
  /** a send was tried without one */
  missing: boolean;
  onPick: (goods: Goods) => void;
}

/** The platform product the listing is made from: its name and picture, and the picker to choose it. */
export function GoodsChoice({ goods, fixed, missing, onPick }: GoodsChoiceProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <div className="bazaar-field">
      <span className="bazaar-label">{t('bazaar.release.product')}</span>
      {goods ? (
        <div className="owned-item is-chosen">
          <Image src={goods.thumbnail} alt="" fit="cover" className="owned-item-thumb" />
          <span className="owned-item-text">
            <span className="owned-item-name">{goods.name}</span>
          </span>
          {fixed ? null : (
            <button type="button" className="bazaar-text-button" onClick={() => setPicking(true)}>
              {t('bazaar.release.changeProduct')}
            </button>
          )}
        </div>
      ) : (
        <button type="button" className="owned-goods-choose" onClick={() => setPicking(true)}>
          {t('bazaar.release.chooseProduct')}
        </button>
      )}
      {missing ? (
        <p className="bazaar-problem" role="alert">
          {t('bazaar.release.productRequired')}
        </p>
      ) : (
        <p className="bazaar-note">{t('bazaar.release.productNote')}</p>
      )}
      <GoodsPicker visible={picking} onClose={() => setPicking(false)} onPick={onPick} />
    </div>
  );
}
