import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBidMutation, useReadAuction } from '../../../api/auctions/auction';
import { isApiError, isLostAnswer } from '../../../lib/errors';
import { toWire, type Money } from '../../../lib/money';
import { useSession } from '../../../stores/session';
import { bidReducer, IDLE } from './bidMachine';

/**
 * A bid's life on one auction (the machine in bidMachine.ts): sent once; the answer says the user leads, or
 * the server's refusal is shown. A lost answer (network failure, timeout) is never resent: the auction is
 * read and what the server holds decides.
 */
export function useBid(id: number) {
  const { t } = useTranslation();
  const me = useSession((s) => s.uid);
  const [state, dispatch] = useReducer(bidReducer, IDLE);
  const bid = useBidMutation();
  const read = useReadAuction();
  // From sending until the bid's fate is known (a lost answer's check included): nothing else leaves.
  const open = useRef(false);

  const check = async () => {
    try {
      dispatch({ type: 'checked', auction: await read(id), me });
      open.current = false;
    } catch {
      dispatch({ type: 'checkFailed' });
    }
  };

  const send = async (price: Money) => {
    if (open.current) return;
    open.current = true;
    dispatch({ type: 'send', price: price.toFixed(2) });
    let auction;
    try {
      auction = await bid.mutateAsync({ id, price: toWire(price) });
    } catch (error) {
      if (isApiError(error) && !isLostAnswer(error)) {
        open.current = false;
        dispatch({ type: 'refused', message: error.msg || t('auction.bid.refused') });
        return;
      }
      dispatch({ type: 'lost' });
      await check();
      return;
    }
    open.current = false;
    dispatch({ type: 'answered', auction, me });
  };

  const recheck = async () => {
    dispatch({ type: 'recheck' });
    await check();
  };

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  return { state, send, recheck, dismiss };
}
