import { Button } from 'antd-mobile';
import { ArrowDownCircleOutline } from 'antd-mobile-icons';

/** Turns an exchange round (what is paid becomes what is received), between its two choosers. */
export function ExchangeSwapButton({ label, onSwap }: { label: string; onSwap: () => void }) {
  return (
    <Button
      className="exchange-swap"
      size="small"
      color="primary"
      fill="none"
      aria-label={label}
      onClick={onSwap}
    >
      <ArrowDownCircleOutline />
    </Button>
  );
}
