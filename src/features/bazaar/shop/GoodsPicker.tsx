import { useDeferredValue, useState } from 'react';
import { Image, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { goodsPages, type Goods } from '../../../api/draws/treasure';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { useFormat } from '../../../ui/hooks/useFormat';
import './bazaar.css';

interface GoodsPickerProps {
  visible: boolean;
  onClose: () => void;
  onPick: (goods: Goods) => void;
}

/** The platform's products, searchable by name: a listing is made from one of them. */
export function GoodsPicker({ visible, onClose, onPick }: GoodsPickerProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('bazaar.picker.title')}>
      <div className="sheet-body">
        <h2 className="sheet-title">{t('bazaar.picker.title')}</h2>
        <GoodsSearch
          onPick={(goods) => {
            onPick(goods);
            onClose();
          }}
        />
      </div>
    </BottomSheet>
  );
}

function GoodsSearch({ onPick }: { onPick: (goods: Goods) => void }) {
  const { t } = useTranslation();
  const { balance } = useFormat();
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  return (
    <>
      <SearchBar value={typed} onChange={setTyped} placeholder={t('bazaar.picker.search')} />
      <InfiniteList<Goods>
        key={keyword}
        className="owned-goods-options"
        query={goodsPages(keyword ? { keyword } : {})}
        itemKey={(goods) => goods.id}
        emptyText={t('bazaar.picker.none')}
        renderItem={(goods) => (
          <button type="button" className="owned-item" onClick={() => onPick(goods)}>
            <Image src={goods.thumbnail} alt="" fit="cover" className="owned-item-thumb" />
            <span className="owned-item-text">
              <span className="owned-item-name">{goods.name}</span>
              <span className="owned-item-meta">
                {t('bazaar.picker.mallPrice', { price: balance(goods.price) })}
              </span>
            </span>
          </button>
        )}
      />
    </>
  );
}
