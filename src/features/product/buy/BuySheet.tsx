import { useState } from 'react';
import { Image } from 'antd-mobile';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/account/account';
import type { Balances, PayType } from '../../../api/shared';
import { DataView } from '../../../ui/state/DataView';
import { SendButton } from '../../../ui/money/SendButton';
import { ShortOfMoney } from '../../checkout';
import { toast } from '../../../ui/state/toast';
import { BuyPayType } from './BuyPayType';
import { BuyQuantity, quantityOf } from './BuyQuantity';
import { checkPurchase, quantityBounds, type BuyItem, type QuantityProblem } from './buyRules';
import { RECHARGE_PATH } from '../detailsRoutes';
import { BuyResult } from './BuyResult';
import { useBuyAction, type Bought } from './useBuyAction';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { Amount } from '../../../ui/money/Amount';
import { useFormat } from '../../../ui/hooks/useFormat';
import './buy.css';

interface BuySheetProps {
  item: BuyItem;
  visible: boolean;
  onClose: () => void;
}

/**
 * The buy sheet: quantity, payment, what it costs against what the user has, and confirm; then, in its
 * place, what the purchase gave. What the user holds is read with the page, so that the sheet opens ready;
 * nothing is checked against it before it is in.
 */
export function BuySheet({ item, visible, onClose }: BuySheetProps) {
  const { t } = useTranslation();
  const wallet = useMe(({ balance, integral }) => ({ balance, integral }));
  const [bought, setBought] = useState<Bought | null>(null);
  // Held by the sheet, not its content: a purchase whose fate is not known yet stays so when it is reopened.
  const buy = useBuyAction(item, setBought);
  // Opened again before the last close finished sliding out (afterClose never came): start from the form.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setBought(null);
  }
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      label={bought ? t('details.buy.success') : item.name}
      afterClose={() => setBought(null)}
      className="buy-sheet"
    >
      <SendFateNotice {...buy.notice} />
      {bought ? (
        <BuyResult item={item} bought={bought} onClose={onClose} />
      ) : (
        <DataView query={wallet}>{(held) => <BuySheetBody item={item} buy={buy} wallet={held} />}</DataView>
      )}
    </BottomSheet>
  );
}

interface BuySheetBodyProps {
  item: BuyItem;
  buy: ReturnType<typeof useBuyAction>;
  wallet: Balances;
}

function BuySheetBody({ item, buy, wallet }: BuySheetBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const [text, setText] = useState(() => String(quantityBounds(item).min));
  const [payType, setPayType] = useState<PayType>('balance');
  const count = quantityOf(text);
  const check = checkPurchase(item, count, payType, wallet);

  const problemText = (problem: QuantityProblem) =>
    t(`details.buy.problem.${problem}`, { min: check.bounds.min, max: check.bounds.max });
  const hint =
    item.kind === 'goods'
      ? t('details.buy.stockHint', { count: item.available })
      : t('details.unitsLeft', { count: item.available });

  const confirm = async () => {
    // The rules are checked here as well as shown: a refused quantity never reaches the server.
    if (check.problem) {
      toast(problemText(check.problem), 'fail');
      return;
    }
    if (check.ready) return buy.run({ count, payType });
  };

  return (
    <div className="buy-body">
      <header className="buy-head">
        <Image src={item.thumbnail} alt="" fit="cover" className="buy-thumb" />
        <div>
          <h2 className="buy-name">{item.name}</h2>
          <p className="buy-unit">
            <Amount value={payType === 'points' ? item.points : item.price} unit={payType} />
          </p>
        </div>
      </header>

      <div className="buy-row">
        <span className="buy-label">{t('details.buy.quantity')}</span>
        <BuyQuantity text={text} bounds={check.bounds} onChange={setText} />
      </div>
      <p className="buy-note">{hint}</p>
      {check.problem ? (
        <p className="buy-problem" role="alert">
          {problemText(check.problem)}
        </p>
      ) : null}

      <p className="buy-label">{t('details.buy.payWith')}</p>
      <BuyPayType value={payType} allowed={check.payTypes} onChange={setPayType} />
      <p className="buy-note">
        {payType === 'points'
          ? t('details.buy.yourPoints', { amount: format.figure(wallet.integral, 'points') })
          : t('details.buy.yourBalance', { amount: format.balance(wallet.balance) })}
      </p>

      <div className="buy-row buy-total">
        <span className="buy-label">{t('details.buy.total')}</span>
        <strong data-testid="buy-total">
          <Amount value={check.total} unit={payType} />
        </strong>
      </div>

      {check.problem === null && !check.affordable ? (
        <ShortOfMoney
          text={t(`details.buy.insufficient.${payType}`)}
          actionLabel={t('details.buy.topUp')}
          onAction={() => navigate(RECHARGE_PATH)}
        />
      ) : null}

      <SendButton
        block
        color="primary"
        className="buy-confirm"
        disabled={(check.problem === null && !check.ready) || buy.blocked}
        onSend={confirm}
      >
        {t('details.buy.confirm')}
      </SendButton>
    </div>
  );
}
