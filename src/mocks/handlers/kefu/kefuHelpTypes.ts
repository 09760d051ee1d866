import type { LangValue } from '../../../api/types';

/** The figures the answers quote, from the rules the fake backend enforces, so the two never disagree. */
export interface HelpFigures {
  /** the auction deposit and the smallest raise, as a share of the evaluation price ("10%") */
  deposit: string;
  step: string;
  rechargeMin: number;
  withdrawAbove: number;
  withdrawMin: number;
  fee: string;
  feeMin: number;
  teamAbove: number;
}

/** One common question in every language: the question, its answer and the words of its link's button. */
export interface HelpTopicText {
  id: string;
  /** the app's page the answer leads to */
  url: string | null;
  text: (figures: HelpFigures) => Record<LangValue, { question: string; answer: string; link: string }>;
}
