import { useState, type ReactNode } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { BottomSheet } from './BottomSheet';
import { useTranslation } from 'react-i18next';
import { GiftQuantity, quantityFits, quantityValue, unitFor, type GiftQuantityConfig } from './GiftQuantity';
import { GiftReceiver } from './GiftReceiver';
import { SendButton } from './SendButton';
import { toast } from './toast';
import { useReceiverLookup, type ReceiverQuery } from './useReceiverLookup';
import './GiftSheet.css';

export type { GiftQuantityConfig } from './GiftQuantity';

/** What the sheet hands to its owner's call: docs/api.md GiftItemRequest / GiftMoney, less what is given. */
export interface GiftValues {
  receiverId: number;
  quantity: number;
  /** the login password */
  password: string;
}

interface GiftSheetProps {
  visible: boolean;
  onClose: () => void;
  /** what is given (an item's picture and name, or the asset and what the user holds) */
  subject: ReactNode;
  quantity: GiftQuantityConfig;
  /** the one call that gives; a refusal (already toasted by the client) leaves the sheet open as it was */
  onSend: (values: GiftValues) => Promise<unknown>;
  /** after a successful send, before the sheet closes */
  onSent?: () => void;
  /** looks up the typed receiver id (the api's `receiverQuery`) */
  receiverQuery: ReceiverQuery;
}

/**
 * Giving something to another user: receiver id (looked up and shown before sending, never oneself),
 * quantity, login password, then a confirmation that gifts cannot be returned, then one send.
 * Strings: locale area `gift` — a page that uses this sheet lists 'gift' among its areas.
 */
export function GiftSheet({ visible, onClose, ...body }: GiftSheetProps) {
  return (
    <BottomSheet visible={visible} onClose={onClose} className="gift-sheet">
      <GiftSheetBody {...body} onClose={onClose} />
    </BottomSheet>
  );
}

function GiftSheetBody({
  subject,
  quantity,
  onSend,
  onSent,
  onClose,
  receiverQuery,
}: Omit<GiftSheetProps, 'visible'>) {
  const { t } = useTranslation();
  const [receiverText, setReceiverText] = useState('');
  const [quantityText, setQuantityText] = useState(() => String(quantity.min));
  const [password, setPassword] = useState('');
  const { lookup, flush } = useReceiverLookup(receiverText, receiverQuery);
  const amount = quantityValue(quantityText);
  const ready = lookup.status === 'found' && quantityFits(amount, quantity) && password !== '';

  const send = async () => {
    if (lookup.status !== 'found' || !ready) return;
    const { user } = lookup;
    const confirmed = await Dialog.confirm({
      title: t('gift.confirmTitle'),
      content: t('gift.confirmText', {
        amount: quantityText,
        unit: unitFor(quantity, amount),
        name: user.nickName,
        uid: user.uid,
      }),
      confirmText: t('gift.confirmSend'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await onSend({ receiverId: user.uid, quantity: amount, password });
    toast(t('gift.sent'), 'success');
    onSent?.();
    onClose();
  };

  return (
    <div className="gift-body" role="dialog" aria-modal="true" aria-label={t('gift.title')}>
      <h2 className="gift-title">{t('gift.title')}</h2>
      <div className="gift-subject">{subject}</div>
      <GiftReceiver text={receiverText} lookup={lookup} onChange={setReceiverText} onBlur={flush} />
      <GiftQuantity text={quantityText} config={quantity} onChange={setQuantityText} />
      <div className="gift-field">
        <label className="gift-label" htmlFor="gift-password">
          {t('gift.password')}
        </label>
        <Input
          id="gift-password"
          className="gift-input"
          type="password"
          autoComplete="current-password"
          placeholder={t('gift.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
        />
      </div>
      <p className="gift-warning">{t('gift.irreversible')}</p>
      <SendButton block color="primary" disabled={!ready} onSend={send}>
        {t('gift.send')}
      </SendButton>
    </div>
  );
}
