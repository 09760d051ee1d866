import * as endpoints from '../../src/api/endpoints';
import type { Address } from '../../src/api/account/profile';
import type { UserInfo } from '../../src/api/account/account';
import { ADDRESS_REVIEW_MS } from '../../src/mocks/handlers/profile/db/addresses';
import { openTab, signIn, type Tab } from './browserTab';
import { memoryPersistence } from './memoryPersistence';

const P = endpoints.Profile;

const pointsSeenBy = async (tab: Tab, token: string) =>
  (await tab<UserInfo>(P.GetMyProfile, token)).data.integral;

const ADDRESS = {
  recipientName: 'Li Na',
  recipientPhoneRegion: '+86',
  recipientPhoneNumber: '13912345678',
  address: '1 Xihu Road, Hangzhou',
  deliveryMethod: 'pickup',
};

afterAll(() => vi.resetModules());

describe('fake backend: the tabs of one browser are one server', () => {
  it('refuses a second check-in from a tab opened before the first, and counts the points once', async () => {
    const storage = memoryPersistence().persistence;
    const tabA = await openTab(storage);
    const token = await signIn(tabA);
    const tabB = await openTab(storage);
    const before = await pointsSeenBy(tabB, token);

    expect(await tabA(P.CheckIn, token)).toMatchObject({ code: 200, data: { reward: 10 } });
    expect(await tabB(P.CheckIn, token)).toEqual({
      code: 400,
      msg: 'Check-in time not reached',
      data: null,
    });
    expect(await pointsSeenBy(tabA, token)).toBe(before + 10);
    expect(await pointsSeenBy(tabB, token)).toBe(before + 10);
  });

  it("keeps one tab's write when another tab writes to another table later", async () => {
    const storage = memoryPersistence().persistence;
    const tabA = await openTab(storage);
    const token = await signIn(tabA);
    const tabB = await openTab(storage);
    const before = await pointsSeenBy(tabA, token);

    await tabA(P.CheckIn, token);
    expect((await tabB(P.ModifyAddress, token, ADDRESS)).code).toBe(200);

    const tabC = await openTab(storage);
    expect(await pointsSeenBy(tabC, token)).toBe(before + 10);
    expect((await tabC<Address>(P.GetMyAddress, token)).data).toMatchObject({
      address: '1 Xihu Road, Hangzhou',
    });
  });

  it('moves the demo clock of every tab when one of them skips ahead', async () => {
    const storage = memoryPersistence().persistence;
    const tabA = await openTab(storage);
    const token = await signIn(tabA);
    const tabB = await openTab(storage);
    tabA.clock.useRealClock();
    tabB.clock.useRealClock();
    await tabA(P.ModifyAddress, token, ADDRESS);

    await tabA.skipShared(ADDRESS_REVIEW_MS);
    expect((await tabB<Address>(P.GetMyAddress, token)).data).toMatchObject({ status: 1 });
    expect(tabB.clock.skipped()).toBe(ADDRESS_REVIEW_MS);
  });
});
