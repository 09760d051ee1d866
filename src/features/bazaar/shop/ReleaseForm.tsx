import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { upload } from '../../../api/account/account';
import { useAddListing, useEditListing, type BazaarListing } from '../../../api/goods/goods';
import { AmountField } from '../../../ui/form/AmountField';
import { MAX_PICTURES, PictureUploader } from '../../../ui/form/PictureUploader';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { CurrencyChoice } from './CurrencyChoice';
import { GoodsChoice } from './GoodsChoice';
import { listingPath } from './paths';
import { MAX_DESCRIPTION, useReleaseForm } from './useReleaseForm';
import './bazaar.css';
import './ReleaseForm.css';

/**
 * Publishes a listing made from a platform product, or edits one of the seller's (`listing`): each rule
 * broken is said under its field before anything is sent; then it is sent once and the listing opens.
 */
export function ReleaseForm({ listing }: { listing?: BazaarListing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useReleaseForm(listing);
  const [uploading, setUploading] = useState(false);
  const add = useAddListing();
  const edit = useEditListing();

  const send = async () => {
    const request = form.check();
    if (!request) return NOT_SENT;
    const { goods_id: _product, ...changes } = request;
    const saved = listing
      ? await edit.mutateAsync({ id: listing.id, ...changes })
      : await add.mutateAsync(request);
    toast(t(listing ? 'bazaar.release.saved' : 'bazaar.release.published'), 'success');
    void navigate(listingPath(saved.id), { replace: true });
  };

  return (
    <div className="bazaar-page">
      <section className="card release-form">
        <GoodsChoice
          goods={form.goods}
          fixed={listing !== undefined}
          missing={form.tried && form.goodsMissing}
          onPick={(goods) => form.setGoods({ id: goods.id, name: goods.name, thumbnail: goods.thumbnail })}
        />
        <AmountField
          {...form.price.field}
          label={t('bazaar.release.price')}
          unit={form.currency}
          placeholder="0.00"
        />
        <CurrencyChoice value={form.currency} onChange={form.setCurrency} />
        <AmountField
          {...form.stock.field}
          onChange={(text) => {
            if (text.length <= 4) form.stock.field.onChange(text);
          }}
          label={t('bazaar.release.stock')}
          note={t('bazaar.release.stockRule')}
          stepper
        />
        <div className="bazaar-field">
          <label className="bazaar-label" htmlFor="release-description">
            {t('bazaar.release.description')}
          </label>
          <TextArea
            id="release-description"
            value={form.description}
            onChange={form.setDescription}
            placeholder={t('bazaar.release.descriptionPlaceholder')}
            maxLength={MAX_DESCRIPTION}
            showCount
            rows={5}
          />
          {form.tried && form.descriptionProblem ? (
            <p className="bazaar-problem" role="alert">
              {t('bazaar.release.descriptionRequired')}
            </p>
          ) : null}
        </div>
        <div className="bazaar-field">
          <span className="bazaar-label">{t('bazaar.release.pictures', { max: MAX_PICTURES })}</span>
          <PictureUploader
            value={form.pictures}
            onChange={form.setPictures}
            onBusyChange={setUploading}
            upload={upload}
          />
          <p className="bazaar-note">{t('bazaar.release.picturesNote')}</p>
        </div>
      </section>
      <div className="bazaar-submit">
        <SendButton block color="primary" size="large" shape="rounded" disabled={uploading} onSend={send}>
          {t(listing ? 'bazaar.release.save' : 'bazaar.release.publish')}
        </SendButton>
      </div>
    </div>
  );
}
