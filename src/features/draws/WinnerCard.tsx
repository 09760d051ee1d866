import { Link } from 'react-router';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { useTranslation } from 'react-i18next';
import type { Winner } from '../../api/draws/treasure';
import { maskName, maskPhone } from '../../lib/format';
import { FactList } from '../../ui/display/FactList';
import { useFormat } from '../../ui/hooks/useFormat';
import { drawPath } from '../product';
import { LazyPicture } from '../../ui/display/LazyPicture';

/**
 * One win: who (name and phone masked), what, which issue and number, its value and when it was drawn. The prize
 * opens the issue's draw result.
 */
export function WinnerCard({ winner }: { winner: Winner }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = [
    { label: t('winList.winNumber'), value: winner.winNumber },
    { label: t('winList.prizeValue'), value: format.balance(winner.prizeValue) },
    { label: t('winList.drawTime'), value: format.time(winner.drawTime) },
  ];
  return (
    <article className="winner-card">
      <header className="winner-who">
        <UserAvatar src={winner.avatar} className="winner-avatar" />
        <span className="winner-name" data-may-clip>
          {maskName(winner.nickName)}
        </span>
        <span className="winner-phone">
          {winner.phoneRegion} {maskPhone(winner.phoneNumber)}
        </span>
      </header>
      <Link className="winner-goods" to={drawPath(winner.id)}>
        <LazyPicture className="thumb" src={winner.thumbnail} />
        <div className="winner-goods-text">
          <p className="winner-goods-name">{winner.goodsName}</p>
          <p className="winner-issue">{t('winList.issue', { number: winner.issueNumber })}</p>
        </div>
      </Link>
      <FactList facts={facts} className="winner-facts" />
    </article>
  );
}
