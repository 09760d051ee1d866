import { useCallback } from 'react';
import type { BazaarCurrency } from '../../api/goods';
import { useFormat } from '../useFormat';

/** A bazaar amount in its currency: the mall balance as every price is written, QC with its symbol. */
export function useMarketMoney() {
  const { amount } = useFormat();
  return useCallback(
    (value: number, currency: BazaarCurrency) => amount(value, currency === 'qc' ? 'QC' : 'balance'),
    [amount],
  );
}
