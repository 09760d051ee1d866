import { UserAvatar } from '../../ui/display/UserAvatar';
import { useTranslation } from 'react-i18next';
import type { DrawResult } from '../../api/draws/treasureTypes';
import { useFormat } from '../../ui/hooks/useFormat';

/** The facts of a drawn issue: number, winner, units, values, time. */
export function DrawResultCard({ result }: { result: DrawResult }) {
  const { t } = useTranslation();
  const { balance, time } = useFormat();
  const facts = [
    { label: t('draw.participants'), value: result.participants },
    { label: t('draw.totalUnits'), value: result.totalUnits },
    { label: t('draw.boughtUnits'), value: result.boughtUnits },
    { label: t('draw.prizeValue'), value: balance(result.prizeValue) },
    { label: t('draw.originalPrice'), value: balance(result.originalPrice) },
    { label: t('draw.drawTime'), value: time(result.drawTime) },
  ];
  return (
    <section className="card draw-result">
      <div className="draw-win">
        <span className="draw-win-label">{t('draw.winNumber')}</span>
        <strong className="draw-win-number">{result.winNumber}</strong>
      </div>
      <div className="draw-winner">
        <UserAvatar src={result.winner.avatar} className="draw-winner-avatar" />
        <div>
          <span className="draw-fact-label">{t('draw.winner')}</span>
          <p className="draw-winner-name">{result.winner.nickName}</p>
        </div>
      </div>
      <dl className="draw-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="draw-fact-label">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
