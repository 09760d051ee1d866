import {
  bidReducer,
  IDLE,
  isBusy,
  type BidEvent,
  type BidState,
} from '../../src/features/auctions/bid/bidMachine';

const ME = 7;
const RIVAL = 9;

const run = (events: BidEvent[], from: BidState = IDLE) => events.reduce(bidReducer, from);
const send: BidEvent = { type: 'send', price: '1050.00' };
const mine = { last_uid: ME, last_price: 1050 };
const theirs = { last_uid: RIVAL, last_price: 1100 };

describe('a bid on its way', () => {
  it('goes idle → sending → leading when the server answers the user leads', () => {
    expect(run([send])).toEqual({ kind: 'sending', price: '1050.00' });
    expect(run([send, { type: 'answered', auction: mine, me: ME }])).toEqual({
      kind: 'leading',
      price: '1050',
    });
  });

  it('shows a refusal in the server words, and a corrected bid may go again', () => {
    const refused = run([send, { type: 'refused', message: 'amount below minimum bid' }]);
    expect(refused).toEqual({ kind: 'refused', message: 'amount below minimum bid' });
    expect(isBusy(refused)).toBe(false);
    expect(run([send], refused).kind).toBe('sending');
    expect(run([{ type: 'dismiss' }], refused)).toEqual(IDLE);
  });

  it('sends one bid at a time: a second send while one is on its way changes nothing', () => {
    const sending = run([send]);
    expect(run([{ type: 'send', price: '2000.00' }], sending)).toBe(sending);
  });

  it('never says won or accepted: the best state a running auction reaches is leading', () => {
    const kinds = new Set<string>();
    const events: BidEvent[] = [
      send,
      { type: 'answered', auction: mine, me: ME },
      { type: 'overtaken' },
      send,
      { type: 'lost' },
      { type: 'checked', auction: mine, me: ME },
    ];
    events.reduce((state, event) => {
      const next = bidReducer(state, event);
      kinds.add(next.kind);
      return next;
    }, IDLE);
    expect([...kinds].some((kind) => /won|accept/i.test(kind))).toBe(false);
  });
});

describe('a lost answer', () => {
  const lost = run([send, { type: 'lost' }]);

  it('is re-checked with the auction, never resent', () => {
    expect(lost).toEqual({ kind: 'checking', price: '1050.00' });
    expect(isBusy(lost)).toBe(true);
    // Another tap while checking sends nothing.
    expect(run([send], lost)).toBe(lost);
  });

  it('turns to leading when the auction names the user at the top', () => {
    expect(run([{ type: 'checked', auction: mine, me: ME }], lost)).toEqual({
      kind: 'leading',
      price: '1050',
    });
  });

  it('turns to not placed when someone else is at the top (the page shows the new minimum)', () => {
    expect(run([{ type: 'checked', auction: theirs, me: ME }], lost)).toEqual({ kind: 'notPlaced' });
  });

  it('stays unconfirmed when the check fails too: still no resend, only another check', () => {
    const unconfirmed = run([{ type: 'checkFailed' }], lost);
    expect(unconfirmed).toEqual({ kind: 'unconfirmed', price: '1050.00' });
    expect(run([send], unconfirmed)).toBe(unconfirmed);
    const again = run([{ type: 'recheck' }], unconfirmed);
    expect(again).toEqual({ kind: 'checking', price: '1050.00' });
    expect(run([{ type: 'checked', auction: mine, me: ME }], again).kind).toBe('leading');
  });

  it('is not decided by a push while it is being checked', () => {
    expect(run([{ type: 'overtaken' }], lost)).toBe(lost);
  });
});

describe('being outbid', () => {
  it('turns the leader to outbid when someone else takes the top', () => {
    const leading = run([send, { type: 'answered', auction: mine, me: ME }]);
    expect(run([{ type: 'overtaken' }], leading)).toEqual({ kind: 'outbid' });
  });

  it('also reaches a user who led before this page opened', () => {
    expect(run([{ type: 'overtaken' }])).toEqual({ kind: 'outbid' });
  });

  it('ignores answers and checks that arrive out of turn', () => {
    expect(run([{ type: 'answered', auction: mine, me: ME }])).toBe(IDLE);
    expect(run([{ type: 'checked', auction: mine, me: ME }])).toBe(IDLE);
    expect(run([{ type: 'lost' }])).toBe(IDLE);
  });

  it('a guest (uid 0) never leads', () => {
    expect(run([send, { type: 'answered', auction: { last_uid: 0, last_price: 1 }, me: 0 }])).toEqual({
      kind: 'notPlaced',
    });
  });
});
