import { Selector } from 'antd-mobile';
import type { TokenBalance, TokenSymbol } from '../../../api/wallet/wallet';
import { useFormat } from '../../../ui/hooks/useFormat';
import { balanceOf, TOKENS } from '../walletMath';

interface TokenChooserProps {
  label: string;
  tokens: TokenBalance[];
  value: TokenSymbol;
  onChange: (symbol: TokenSymbol) => void;
}

/** QC, USDT or TRX of the account, each with what it holds. */
export function TokenChooser({ label, tokens, value, onChange }: TokenChooserProps) {
  const format = useFormat();
  return (
    <Selector
      className="money-chips"
      columns={3}
      aria-label={label}
      options={TOKENS.map((symbol) => ({
        label: symbol,
        value: symbol,
        description: format.figure(balanceOf(tokens, symbol), symbol),
      }))}
      value={[value]}
      onChange={(values) => values[0] && onChange(values[0])}
    />
  );
}
