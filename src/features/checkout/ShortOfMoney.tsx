import { Button } from 'antd-mobile';
import './ShortOfMoney.css';

interface ShortOfMoneyProps {
  /** what is short, in the page's words */
  text: string;
  /** the way to get more (top up, exchange) */
  actionLabel: string;
  onAction: () => void;
}

/** A buy sheet's notice that the user holds less than the total, with the way to get more. */
export function ShortOfMoney({ text, actionLabel, onAction }: ShortOfMoneyProps) {
  return (
    <div className="short-of-money" role="alert">
      <span>{text}</span>
      <Button size="small" color="primary" fill="outline" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
