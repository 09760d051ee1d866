import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRequireLogin } from '../../../ui/hooks/useRequireLogin';
import { BuySheet } from './BuySheet';
import type { BuyItem } from './buyRules';

interface BuyBarProps {
  item: BuyItem;
  /** shown instead of the buy button when the item is not on sale */
  closed?: ReactNode;
}

/** The details page's footer: buy (guests are asked to sign in first and come back here). */
export function BuyBar({ item, closed }: BuyBarProps) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);

  if (!item.onSale) {
    return (
      closed ?? (
        <Button block color="primary" disabled>
          {t('details.soldOut')}
        </Button>
      )
    );
  }
  return (
    <>
      <Button
        block
        color="primary"
        className="buy-button"
        onClick={() => {
          if (requireLogin()) setOpen(true);
        }}
      >
        {t('details.buyNow')}
      </Button>
      <BuySheet item={item} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
