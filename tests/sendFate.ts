import { act, screen, waitFor } from '@testing-library/react';
import { DOUBLE_TAP_MS } from '../src/ui/money/useSendGuard';
import { FATE } from './pages/lostAnswerFixtures';

/**
 * Steps the wallet's money action tests share (issue 32), beside tests/network.ts and
 * tests/pages/lostAnswerFixtures.ts: what the page says of a lost answer, and the waits a second send needs.
 */

const realTime = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Real time passes (300 ms): a send repeated behind the page's back would have left by now. */
export const aMomentLater = () => realTime(300);

/** Long enough after the last tap that the next is not taken for a double tap. */
export const pastDoubleTap = () => realTime(DOUBLE_TAP_MS + 50);

/** The page's word on a lost answer, once the server has been read. */
export const findFate = (fate: keyof typeof FATE) => screen.findByText(FATE[fate]);

/** The password sheet of a send that has ended is gone, its number keyboard too (before the next send asks). */
export const passwordSheetGone = () =>
  waitFor(() => expect(document.querySelector('.adm-number-keyboard')).toBeNull());
