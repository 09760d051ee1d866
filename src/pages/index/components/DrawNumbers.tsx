import { useTranslation } from 'react-i18next';
import './DrawNumbers.css';

/** Lottery numbers as chips; the winning one (when drawn) stands out. */
export function DrawNumbers({ numbers, winNumber }: { numbers: string[]; winNumber?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="draw-numbers">
      {numbers.map((number) => {
        const winning = number === winNumber;
        return (
          <li key={number} className={winning ? 'is-winning' : undefined}>
            {number}
            {winning ? <span className="draw-number-mark"> ({t('draw.winningMark')})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
