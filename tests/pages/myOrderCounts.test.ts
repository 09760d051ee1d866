import { http, HttpResponse } from 'msw';
import { getMyOrderList } from '../../src/api/account/profile';
import { Profile } from '../../src/api/endpoints';
import { LABEL_FILTER } from '../../src/api/orders/rules/orderLabels';
import { createQueryClient } from '../../src/app/queryClient';
import { COUNTED_IN_ONE_CALL, orderCountsQuery } from '../../src/api/account/orderCounts';
import { server } from '../../src/mocks/node';
import { signInDemo } from './detailsFixtures';
import { recordQueries } from './orderFixtures';

const order = (id: number, kind: string, drawState: string | null, itemState: string | null) => ({
  id,
  kind,
  drawState,
  itemState,
});

describe("Me's order counts", () => {
  it('counts a few orders from one call, as each label’s filter would', async () => {
    await signInDemo();
    const calls = recordQueries(Profile.GetMyOrderList);
    const counts = await createQueryClient().fetchQuery(orderCountsQuery());
    expect(calls.map((query) => query.get('pageSize'))).toEqual([String(COUNTED_IN_ONE_CALL)]);
    // The same figures as the server's own count of each label.
    for (const label of ['toBeDrawn', 'unclaimed', 'unshipped', 'pendingShipment', 'shipped'] as const) {
      const page = await getMyOrderList({ pageIndex: 1, pageSize: 1, ...LABEL_FILTER[label] });
      expect(counts[label]).toEqual({ total: page.total, newestKind: page.list[0]?.kind });
    }
  });

  it('past one call’s page, asks the server for each label’s total', async () => {
    await signInDemo();
    const rows = Array.from({ length: COUNTED_IN_ONE_CALL }, (_, i) =>
      order(i + 1, 'goods', null, 'received'),
    );
    server.use(
      http.get(`*${Profile.GetMyOrderList.path}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('pageSize') !== '1')
          return HttpResponse.json({ code: 200, msg: 'success', data: { list: rows, total: 75 } });
        const total = query.get('itemState') === 'shipped' ? 12 : 0;
        const list = total ? [order(99, 'treasure', 'won', 'shipped')] : [];
        return HttpResponse.json({ code: 200, msg: 'success', data: { list, total } });
      }),
    );
    const counts = await createQueryClient().fetchQuery(orderCountsQuery());
    expect(counts.shipped).toEqual({ total: 12, newestKind: 'treasure' });
    expect(counts.unshipped).toEqual({ total: 0, newestKind: undefined });
  });
});
