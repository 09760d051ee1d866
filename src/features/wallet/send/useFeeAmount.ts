import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calcTransfer, calcWithdrawFee, feeQuery, type TokenSymbol } from '../../../api/wallet/wallet';
import type { FeeQuote } from '../../../api/shared';
import { money, toWire, type Money } from '../../../lib/money';
import { useAmountField } from '../../../ui/form/useAmountField';
import { useSettled } from './useSettled';
import { fitsBalance, maxSendable } from '../walletMath';

/** The fee is asked for once typing pauses this long. */
export const FEE_DELAY_MS = 400;

const FEE_CALL = { transfer: calcTransfer, withdraw: calcWithdrawFee } as const;

export interface FeeChecked {
  amount: Money;
  fee: Money;
}

/**
 * An amount sent from an account with the server's fee on top (transfer, withdraw): the fee quoted as the
 * amount changes, Max as the quote says (balance − fee for a flat fee), and the share limit (amount + fee ≤ balance) refused before sending.
 */
export function useFeeAmount(
  kind: 'transfer' | 'withdraw',
  walletId: number,
  symbol: TokenSymbol,
  balance: Money,
  min?: number,
) {
  const field = useAmountField({ decimals: 2, min, max: balance });
  const [overBalance, setOverBalance] = useState(false);
  const wire = field.amount && field.amount.gt(0) ? toWire(field.amount) : null;
  const settled = useSettled(wire, FEE_DELAY_MS);

  const body = { wallet_id: walletId, symbol, amount: settled ?? 0 };
  const fee = useQuery({ ...feeQuery(kind, body), enabled: settled !== null && settled === wire });
  const quote: FeeQuote | undefined = settled === wire ? fee.data : undefined;

  const change = (text: string) => {
    setOverBalance(false);
    field.change(text);
  };

  /** Max: what the fee quote for the whole balance says can be sent with its fee on top. */
  const fillMax = async () => {
    const asked = await FEE_CALL[kind]({ wallet_id: walletId, symbol, amount: toWire(balance) });
    change(maxSendable(balance, asked).toFixed(2));
  };

  /** The amount and its fee when every rule holds (the fee asked again for exactly this amount); else null. */
  const check = async (): Promise<FeeChecked | null> => {
    const amount = field.check();
    if (!amount) return null;
    const asked = await FEE_CALL[kind]({ wallet_id: walletId, symbol, amount: toWire(amount) });
    if (!fitsBalance(amount, asked.fee, balance)) {
      setOverBalance(true);
      return null;
    }
    return { amount, fee: money(asked.fee) };
  };

  return {
    field: { ...field.field, onChange: change },
    amount: field.amount,
    quote,
    feeQuery: fee,
    overBalance,
    fillMax,
    check,
    reset: () => change(''),
  };
}
