import { sendFirstData } from '../../src/app/firstScreens';
import { createQueryClient } from '../../src/app/queryClient';
import { categoriesQuery, rankPages, scrollQuery } from '../../src/api/draws/treasure';
import { publicConfigQuery } from '../../src/api/config';
import { storePages } from '../../src/features/store/home/hallData';
import { recordCalls } from '../pages/treasureServer';
import { meQuery } from '../../src/api/account/account';
import { checkInQuery } from '../../src/api/account/profile';
import { unclaimedGiftsQuery } from '../../src/api/orders/orders';
import { orderCountsQuery } from '../../src/api/account/orderCounts';
import { useSession } from '../../src/stores/session';
import { signInDemo } from '../pages/detailsFixtures';

describe('the first screen’s data, sent from the entry', () => {
  it('asks for the settings and the hall’s categories, ticker and first store page under the page’s own keys', async () => {
    const goods = recordCalls('GetGoodsList');
    const client = createQueryClient();
    await sendFirstData(client, { pathname: '/', search: '' });
    for (const query of [publicConfigQuery(), categoriesQuery(), scrollQuery()]) {
      expect(client.getQueryState(query.queryKey)?.status).toBe('success');
    }
    expect(client.getQueryState(storePages().queryKey)?.status).toBe('success');
    expect(goods.map((query) => query.get('pageIndex'))).toEqual(['1']);
  });

  it('asks for the board the ranking address names, and nothing of the hall there', async () => {
    const categories = recordCalls('GetCategoryList');
    const crowd = recordCalls('GetCrowdRank');
    const client = createQueryClient();
    await sendFirstData(client, { pathname: '/pages/index/ranking', search: '?kind=crowd&type=7day' });
    expect(client.getQueryState(rankPages('crowd', '7day').queryKey)?.status).toBe('success');
    expect(crowd).toHaveLength(1);
    expect(categories).toHaveLength(0);
  });

  it('asks for what Me shows a signed-in user at once, and nothing for a guest', async () => {
    const guest = createQueryClient();
    await sendFirstData(guest, { pathname: '/pages/my/index', search: '' });
    expect(guest.getQueryState(checkInQuery().queryKey)).toBeUndefined();

    await signInDemo();
    const client = createQueryClient();
    await sendFirstData(client, { pathname: '/pages/my/index', search: '' });
    const queries = [
      meQuery(useSession.getState().uid),
      checkInQuery(),
      orderCountsQuery(),
      unclaimedGiftsQuery(),
    ];
    for (const query of queries) expect(client.getQueryState(query.queryKey)?.status).toBe('success');
  });

  it('leaves a search and other pages to ask for themselves', async () => {
    const goods = recordCalls('GetGoodsList');
    const client = createQueryClient();
    await Promise.all([
      sendFirstData(client, { pathname: '/pages/index/index', search: '?q=phone' }),
      sendFirstData(client, { pathname: '/pages/order/list', search: '' }),
    ]);
    expect(goods).toHaveLength(0);
    // Every screen reads the base settings.
    expect(client.getQueryState(publicConfigQuery().queryKey)?.status).toBe('success');
  });
});
