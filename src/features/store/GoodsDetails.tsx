import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { goodsInfoQuery } from '../../api/draws/treasure';
import { PageShell } from '../../ui/layout/PageShell';
import { BuyBar } from '../product';
import { goodsBuyItem } from '../product';
import { DetailsComments } from '../product';
import { DetailsDescription } from '../product';
import { DetailsGallery } from '../product';
import { DetailsPrice } from '../product';
import { DetailsQueryView } from '../product';
import { DetailsShareButton } from '../product';

/** A store good: pictures, prices, stock, description, reviews, and the buy bar. */
export function DetailsGoodsView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(goodsInfoQuery(id));
  const goods = query.data;
  return (
    <PageShell
      right={goods ? <DetailsShareButton name={goods.name} /> : null}
      footer={goods ? <BuyBar item={goodsBuyItem(goods)} /> : null}
    >
      <DetailsQueryView query={query} notFoundTitle={t('details.notFound')}>
        {(data) => (
          <>
            <DetailsGallery images={data.images} thumbnail={data.thumbnail} name={data.name} />
            <section className="card details-head">
              <h2 className="details-name">{data.name}</h2>
              <DetailsPrice price={data.price} originalPrice={data.originalPrice} points={data.points} />
              <p className="details-meta">
                {t('details.stockSales', { stock: data.stock, sales: data.sales })}
              </p>
            </section>
            <DetailsDescription html={data.describe} />
            <DetailsComments goodsId={data.id} />
          </>
        )}
      </DetailsQueryView>
    </PageShell>
  );
}
