import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './LotteryNumbers.css';

/** Three rows of chips at 375 px; a crowdfunding purchase can hold hundreds of numbers. */
const FOLDED = 12;

/** The numbers shown while folded: the first ones, and the winning one even when it comes later. */
function foldedNumbers(numbers: string[], win: string | undefined): string[] {
  const first = numbers.slice(0, FOLDED);
  if (!win || first.includes(win) || !numbers.includes(win)) return first;
  return [win, ...first.slice(0, FOLDED - 1)];
}

interface LotteryNumbersProps {
  numbers: string[];
  /** the drawn number, marked where the user holds it */
  winNumber?: string | null;
}

/**
 * A user's lottery numbers as chips, the winning one marked; past three rows they fold behind "Show all",
 * so a purchase of hundreds still leaves the page its actions.
 */
export function LotteryNumbers({ numbers, winNumber }: LotteryNumbersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const win = winNumber ?? undefined;
  const foldable = numbers.length > FOLDED;
  const shown = open || !foldable ? numbers : foldedNumbers(numbers, win);
  return (
    <>
      <ul className="lottery-numbers">
        {shown.map((number) => {
          const winning = number === win;
          return (
            <li key={number} className={winning ? 'is-winning' : undefined}>
              {number}
              {winning ? <span className="visually-hidden"> ({t('common.numbers.winningMark')})</span> : null}
            </li>
          );
        })}
      </ul>
      {foldable ? (
        <button
          type="button"
          className="lottery-numbers-toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('common.numbers.showLess') : t('common.numbers.showAll', { count: numbers.length })}
        </button>
      ) : null}
    </>
  );
}
