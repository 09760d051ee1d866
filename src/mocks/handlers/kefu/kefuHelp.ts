import type { HelpTopic } from '../../../api/config';
import type { LangValue } from '../../../api/types';
import { RECHARGE_MIN } from '../payment/db/recharges';
import type { DbState } from '../../db/schema';
import { TEAM_WITHDRAW_ABOVE } from '../team/db/team';
import { WITHDRAW_ABOVE, WITHDRAW_FEE_MIN, WITHDRAW_FEE_RATIO, WITHDRAW_MIN } from '../wallet/db/wallets';
import { PLAY_TOPICS } from './kefuHelpPlay';
import { SHOP_TOPICS } from './kefuHelpShop';
import type { HelpFigures } from './kefuHelpTypes';

/** The order the chat lists them in: the questions asked most first. */
const ORDER = ['orderNotReceived', 'topUpNotCredited', 'howBidding', 'howPrizeBox', 'howWithdraw'];

const TOPICS = [...SHOP_TOPICS, ...PLAY_TOPICS].sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));

/** A ratio as a percentage: 0.1 → "10%". */
const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

function figuresOf(state: DbState): HelpFigures {
  const { auction_security_deposit_ratio: deposit, auction_bid_ratio: step } = state.config.sysConfig;
  return {
    deposit: percent(deposit),
    step: percent(step),
    rechargeMin: RECHARGE_MIN,
    withdrawAbove: WITHDRAW_ABOVE,
    withdrawMin: WITHDRAW_MIN,
    fee: percent(WITHDRAW_FEE_RATIO),
    feeMin: WITHDRAW_FEE_MIN,
    teamAbove: TEAM_WITHDRAW_ABOVE,
  };
}

/** The support chat's common questions (GetDictByKeys `kefu_faq`) in `lang`, with today's figures. */
export function helpTopics(state: DbState, lang: LangValue): HelpTopic[] {
  const figures = figuresOf(state);
  return TOPICS.map(({ id, url, text }) => {
    const { question, answer, link } = text(figures)[lang];
    return { id, question, answer, link: url ? { text: link, url } : null };
  });
}
