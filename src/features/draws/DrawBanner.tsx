import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '../../api/draws/treasureTypes';

/** pending: on sale or sold out, not drawn yet; won/lost: drawn, for a participant; drawn: for anyone else. */
export type DrawOutcome = 'pending' | 'won' | 'lost' | 'drawn' | 'ended';

export function drawOutcome(
  issue: Pick<IssueDetail, 'status' | 'result' | 'myUnits'>,
  uid: number,
): DrawOutcome {
  if (issue.status === 3) return 'ended';
  if (issue.status !== 2 || !issue.result) return 'pending';
  if (uid !== 0 && issue.result.winner.uid === uid) return 'won';
  return uid !== 0 && issue.myUnits > 0 ? 'lost' : 'drawn';
}

/** The headline of the draw page: waiting, won, not won, drawn, or ended and refunded. */
export function DrawBanner({ issue, outcome }: { issue: IssueDetail; outcome: DrawOutcome }) {
  const { t } = useTranslation();
  const number = issue.result?.winNumber ?? '';
  const text = {
    pending: t('draw.pendingText'),
    won: t('draw.wonText', { number, name: issue.name }),
    lost: t('draw.lostText', { number }),
    drawn: t('draw.drawnText', { number }),
    ended: t('draw.endedText'),
  }[outcome];
  return (
    <section className={`draw-banner draw-${outcome}`} role="status">
      <h2 className="draw-banner-title">{t(`draw.${outcome}`)}</h2>
      <p className="draw-banner-text">{text}</p>
    </section>
  );
}
