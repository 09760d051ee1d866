import { useState } from 'react';
import { amountProblem, typedAmount, type AmountRules } from '../../lib/amount';
import type { Money } from '../../lib/money';
import type { AmountFieldProps } from './AmountField';

/**
 * The state of one `AmountField`: the text, the amount it stands for, and whether its broken rule is shown —
 * after a send was tried and until the amount changes, or all along when `live` (a sheet whose send button
 * waits for a valid amount).
 */
export function useAmountField(rules: AmountRules, { initial = '', live = false } = {}) {
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const amount = typedAmount(text);
  const problem = amountProblem(amount, rules);

  const change = (next: string) => {
    setText(next);
    setTried(false);
  };

  const field: Pick<AmountFieldProps, 'text' | 'onChange' | 'rules' | 'revealed'> = {
    text,
    onChange: change,
    rules,
    revealed: live || tried,
  };

  return {
    text,
    /** null while the text is no amount */
    amount,
    /** the amount keeps every rule */
    valid: problem === null,
    field,
    /** Sets the text as if typed (a chosen preset). */
    change,
    /** The amount when it keeps every rule; otherwise null, and the field says which rule it breaks. */
    check: (): Money | null => {
      setTried(true);
      return problem === null ? amount : null;
    },
    reset: () => change(''),
  };
}
