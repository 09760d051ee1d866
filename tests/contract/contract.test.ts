import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import * as endpoints from '../../src/api/endpoints';
import { getStakeCounts } from '../../src/api/stakes/stakes';
import { useSession } from '../../src/stores/session';
import { answerCodes } from '../../contract/answerCodes';
import { Contract } from '../../contract/contract';

vi.mock('../../src/socket/connection');

const counts = endpoints.Stakes.indexCt;

function answer(body: Record<string, unknown>) {
  server.use(http.get(`*${counts.path}`, () => HttpResponse.json(body)));
}

const COUNTS = {
  total_staked: 1,
  my_staked: 2,
  my_income: 3,
  today_income: 4,
  active_count: 5,
  next_maturity: null,
};

// The codes are read off the answers as the contract run reads them (contract/setup.ts).
beforeAll(() => answerCodes.watch());
beforeEach(() => useSession.getState().signIn('tok-1', 42));

describe('the contract check', () => {
  it('records a call whose answer the app reads as ok, with its code and time', async () => {
    answer({ code: 200, msg: '', data: COUNTS });
    const c = new Contract(answerCodes);
    await expect(c.check(counts, getStakeCounts)).resolves.toEqual(COUNTS);
    expect(c.rows).toEqual([
      { call: `GET ${counts.path}`, outcome: 'ok', code: 200, detail: [], ms: expect.any(Number) },
    ]);
    expect(c.passed).toBe(true);
  });

  it('names the fields of an answer of another shape, and fails', async () => {
    answer({ code: 200, msg: '', data: { ...COUNTS, my_staked: '2.00' } });
    const c = new Contract(answerCodes);
    await expect(c.check(counts, getStakeCounts)).resolves.toBeNull();
    expect(c.rows[0]).toMatchObject({
      outcome: 'mismatch',
      detail: ['data.my_staked: Invalid type: Expected number but received "2.00"'],
    });
    expect(c.passed).toBe(false);
  });

  it("keeps a refusal's code and message, and a read-back that does not add up", async () => {
    answer({ code: 400, msg: 'Staking is closed', data: null });
    const c = new Contract(answerCodes);
    await c.check(counts, getStakeCounts);
    expect(c.rows[0]).toMatchObject({ outcome: 'refused', code: 400, detail: ['400 Staking is closed'] });

    const next = new Contract(answerCodes);
    answer({ code: 200, msg: '', data: COUNTS });
    await next.check(counts, getStakeCounts);
    next.expect(counts, false, 'my_staked read back 2, not 3');
    expect(next.rows[0]).toMatchObject({ outcome: 'mismatch', detail: ['my_staked read back 2, not 3'] });
    next.skip(endpoints.Stakes.payInfo, 'the account has no stake to pay');
    expect(next.rows[1]).toMatchObject({ outcome: 'skipped', detail: ['the account has no stake to pay'] });
  });

  it('shows no code for a call that got no answer, not the code of the call before it', async () => {
    const c = new Contract(answerCodes);
    answer({ code: 200, msg: '', data: COUNTS });
    await c.check(counts, getStakeCounts);
    server.use(http.get(`*${counts.path}`, () => HttpResponse.error()));
    await c.check(counts, getStakeCounts);
    expect(c.rows.map((row) => [row.outcome, row.code])).toEqual([
      ['ok', 200],
      ['refused', undefined],
    ]);
  });
});
