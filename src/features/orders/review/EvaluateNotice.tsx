import { ORDER_LIST_PATH } from '../../../api/orders/rules/orderKinds';
import type { ReactNode } from 'react';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StateBlock } from '../../../ui/state/StateBlock';
import { href } from '../../../lib/href';

export const productPath = (goodsId: number) => href('/pages/index/details', { type: 'goods', id: goodsId });

interface EvaluateNoticeProps {
  title: ReactNode;
  text: ReactNode;
  /** links to the product page, where the order's review shows */
  goodsId?: number;
  /** the review went in: a success result rather than an explanation */
  success?: boolean;
}

/** Why there is no form (unknown order, not received, already reviewed), or that the review went in. */
export function EvaluateNotice({ title, text, goodsId, success }: EvaluateNoticeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = (
    <div className="evaluate-links">
      {goodsId !== undefined ? (
        <Button color="primary" size="small" onClick={() => navigate(productPath(goodsId))}>
          {t('evaluate.viewProduct')}
        </Button>
      ) : null}
      <Button color="primary" fill="outline" size="small" onClick={() => navigate(ORDER_LIST_PATH)}>
        {t('evaluate.backToOrders')}
      </Button>
    </div>
  );
  if (success) {
    return (
      <div className="evaluate-done">
        <Result status="success" title={title} description={text} />
        {links}
      </div>
    );
  }
  return (
    <div className="state-box">
      <StateBlock kind="empty" title={title} description={text}>
        {links}
      </StateBlock>
    </div>
  );
}
