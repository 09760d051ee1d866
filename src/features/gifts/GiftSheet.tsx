import { useState, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { BottomSheet } from '../../ui/layout/BottomSheet';
import { useTranslation } from 'react-i18next';
import type { AmountRules } from '../../lib/amount';
import { formatAmount, money, toWire, type Money, type MoneyLike } from '../../lib/money';
import { AmountField } from '../../ui/form/AmountField';
import { confirmDialog } from '../../ui/state/dialogs';
import { GiftReceiver } from './GiftReceiver';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { toast } from '../../ui/state/toast';
import { useAmountField } from '../../ui/form/useAmountField';
import { useReceiverLookup, type ReceiverQuery } from '../../ui/money/useReceiverLookup';
import { NOT_SENT } from '../../ui/money/useSendGuard';
import type { TracedSend } from '../../ui/money/useTracedSend';
import './GiftSheet.css';

/** What is given, counted: its bounds (at most what the user holds), decimals, and the unit after a number. */
export interface GiftQuantityConfig extends AmountRules {
  min: MoneyLike;
  max: MoneyLike;
  /** already translated: a word, or a word for that amount ("item" / "items"); the field's suffix */
  unit: string | ((amount: Money) => string);
  /** an amount as the screens write it, with its unit ("5,000 points"); the figure and `unit` by default */
  show?: (amount: MoneyLike) => string;
}

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
  /**
   * The owner's sends (useTracedSend: held by the owner, so a gift whose answer was lost keeps its fate when the
   * sheet is closed and opened again). A refusal (already toasted by the client) leaves the sheet open as it
   * was; a lost answer that did not go through, or is not known yet, leaves it open saying so.
   */
  send: TracedSend<GiftValues, object>;
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
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('gift.title')}>
      <GiftSheetBody {...body} onClose={onClose} />
    </BottomSheet>
  );
}

function GiftSheetBody({
  subject,
  quantity,
  send,
  onSent,
  onClose,
  receiverQuery,
}: Omit<GiftSheetProps, 'visible'>) {
  const { t, i18n } = useTranslation();
  const [receiverText, setReceiverText] = useState('');
  const amountField = useAmountField(quantity, { initial: money(quantity.min).toString(), live: true });
  const [password, setPassword] = useState('');
  const { lookup, flush } = useReceiverLookup(receiverText, receiverQuery);
  const { amount } = amountField;
  const ready = lookup.status === 'found' && amountField.valid && password !== '';
  const unitOf = (value: Money) => (typeof quantity.unit === 'string' ? quantity.unit : quantity.unit(value));
  const show =
    quantity.show ??
    ((value: MoneyLike) =>
      `${formatAmount(value, i18n.language, quantity.decimals)} ${unitOf(money(value))}`);

  const give = async () => {
    if (lookup.status !== 'found' || !ready || !amount) return NOT_SENT;
    const { user } = lookup;
    const confirmed = await confirmDialog({
      title: t('gift.confirmTitle'),
      content: t('gift.confirmText', {
        amount: show(amount),
        name: user.nickName,
        uid: user.uid,
      }),
      confirmText: t('gift.confirmSend'),
      cancelText: t('common.cancel'),
    });
    // Cancelled: nothing left, so the next tap is not taken for a double tap.
    if (!confirmed) return NOT_SENT;
    const values = { receiverId: user.uid, quantity: toWire(amount, quantity.decimals), password };
    if ((await send.run(values)) === NOT_SENT) return NOT_SENT;
    toast(t('gift.sent'), 'success');
    onSent?.();
    onClose();
  };

  return (
    <div className="sheet-body">
      <h2 className="sheet-title">{t('gift.title')}</h2>
      <SendFateNotice {...send.notice} />
      <div className="gift-subject">{subject}</div>
      <GiftReceiver text={receiverText} lookup={lookup} onChange={setReceiverText} onBlur={flush} />
      <AmountField
        {...amountField.field}
        label={t('gift.quantity')}
        stepper
        suffix={unitOf(amount ?? money(quantity.max))}
        show={show}
        note={
          money(quantity.min).lt(money(quantity.max))
            ? t('gift.bounds', { min: show(quantity.min), max: show(quantity.max) })
            : null
        }
      />
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
      <SendButton block color="primary" disabled={!ready || send.blocked} onSend={give}>
        {t('gift.send')}
      </SendButton>
    </div>
  );
}
