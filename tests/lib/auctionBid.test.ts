import { bidStep, DEFAULT_BID_RATIO, minimumBid, quickBid } from '../../src/api/auctions/rules/auctionBid';
import { DEFAULT_SYS_CONFIG } from '../../src/api/config';

const auction = (last_price: number, evaluation_price: number) => ({ last_price, evaluation_price });

describe('the minimum next bid', () => {
  it('is the last price plus 1 % of the evaluation price when sys_config says nothing', () => {
    expect(DEFAULT_SYS_CONFIG.auction_bid_ratio).toBe(DEFAULT_BID_RATIO);
    expect(minimumBid(auction(1000, 5000), DEFAULT_BID_RATIO).toFixed(2)).toBe('1050.00');
  });

  it('starts from the starting bid before any bid (last_price holds it)', () => {
    expect(minimumBid(auction(200, 1000), 0.01).toFixed(2)).toBe('210.00');
  });

  it('rounds the step up to the cent, never down', () => {
    expect(bidStep(1234.56, 0.01).toFixed(2)).toBe('12.35'); // 12.3456
    expect(bidStep(100.01, 0.01).toFixed(2)).toBe('1.01'); // 1.0001
    expect(bidStep(999.99, 0.015).toFixed(2)).toBe('15.00'); // 14.99985
    expect(bidStep(1000, 0.01).toFixed(2)).toBe('10.00'); // exact stays
  });

  it('adds in decimals, not floats', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(minimumBid(auction(0.1, 20), 0.01).toFixed(2)).toBe('0.30');
    expect(minimumBid(auction(1049.99, 3.33), 0.03).toFixed()).toBe('1050.09');
  });

  it('follows the server ratio', () => {
    expect(minimumBid(auction(500, 2000), 0.05).toFixed(2)).toBe('600.00');
  });

  it('offers quick amounts of 1, 2 and 5 steps over the price, the first being the minimum', () => {
    const a = auction(1000, 1234.56);
    expect(quickBid(a, 0.01, 1).eq(minimumBid(a, 0.01))).toBe(true);
    expect(quickBid(a, 0.01, 2).toFixed(2)).toBe('1024.70');
    expect(quickBid(a, 0.01, 5).toFixed(2)).toBe('1061.75');
  });
});
