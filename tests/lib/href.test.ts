import { href } from '../../src/lib/href';
import { ROUTE_LIST, routeAt } from '../../src/lib/routes';

describe('href', () => {
  it('builds a path of the table with its query, in the given order, leaving out undefined values', () => {
    expect(href('/pages/my/bill')).toBe('/pages/my/bill');
    expect(href('/pages/index/details', { type: 'goods', id: 12 })).toBe(
      '/pages/index/details?type=goods&id=12',
    );
    expect(href('/pages/order/list', { tab: 'draw', filter: undefined })).toBe('/pages/order/list?tab=draw');
    expect(href('/pages/login/index', { route: '/pages/order/list?tab=draw&filter=winning' })).toBe(
      '/pages/login/index?route=%2Fpages%2Forder%2Flist%3Ftab%3Ddraw%26filter%3Dwinning',
    );
  });

  it('takes only paths of the table and the query each one takes', () => {
    // @ts-expect-error a typo in the path
    expect(href('/pages/my/bil')).toBe('/pages/my/bil');
    // @ts-expect-error the details page needs its id and type
    expect(href('/pages/index/details')).toBe('/pages/index/details');
    // @ts-expect-error not one of the three kinds
    expect(href('/pages/index/details', { type: 'box', id: 12 })).toBe('/pages/index/details?type=box&id=12');
    // @ts-expect-error a parameter the page does not read
    expect(href('/pages/index/draw', { id: 3, issue: 4 })).toBe('/pages/index/draw?id=3&issue=4');
    // @ts-expect-error a route that takes no query
    expect(href('/pages/my/privacy', { id: 1 })).toBe('/pages/my/privacy?id=1');
  });

  it('finds the route an address leads to, query and hash aside', () => {
    expect(routeAt(href('/pages/order/list', { tab: 'invest' }))?.needsLogin).toBe(true);
    expect(routeAt('/pages/my/agreement#top')?.title).toBe('title.my.agreement');
    expect(routeAt('/pages/nowhere')).toBeUndefined();
    expect(ROUTE_LIST.find((route) => route.path === '/pages_team/index')?.title).toBe(
      'title.pages_team.index',
    );
  });
});
