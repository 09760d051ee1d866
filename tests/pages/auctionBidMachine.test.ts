import {
  bidReducer,
  IDLE,
  isBusy,
  isOvertaken,
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
    expect(isOvertaken(lost, { ...theirs, bids: [{ uid: ME }] }, ME)).toBe(false);
  });
});

describe('being outbid, as the cached auction stands', () => {
  const leading = run([send, { type: 'answered', auction: mine, me: ME }]);
  const outbidBy = (bids: { uid: number }[]) => ({ ...theirs, bids });

  it('is the leader whose confirmed bid someone else topped since', () => {
    expect(isOvertaken(leading, outbidBy([]), ME)).toBe(true);
    expect(isOvertaken(leading, { ...mine, bids: [{ uid: ME }] }, ME)).toBe(false);
  });

  it('also reaches a user who led before this page opened: a bid of theirs is in the records', () => {
    expect(isOvertaken(IDLE, outbidBy([{ uid: RIVAL }, { uid: ME }]), ME)).toBe(true);
    expect(isOvertaken(IDLE, outbidBy([{ uid: RIVAL }]), ME)).toBe(false);
  });

  it('gives way to what just happened to a bid: not placed, refused, or still open', () => {
    const records = outbidBy([{ uid: ME }]);
    expect(
      isOvertaken(run([send, { type: 'lost' }, { type: 'checked', auction: theirs, me: ME }]), records, ME),
    ).toBe(false);
    expect(isOvertaken(run([send, { type: 'refused', message: 'no' }]), records, ME)).toBe(false);
    expect(isOvertaken(run([send]), records, ME)).toBe(false);
  });

  it('never reaches a guest', () => {
    expect(isOvertaken(IDLE, outbidBy([{ uid: 0 }]), 0)).toBe(false);
  });
});

describe('answers out of turn, and guests', () => {
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
