import type { DrawState, ItemState } from '../../src/api/orders/orders';
import { KINDS, kindOfTab, parseFilter } from '../../src/api/orders/rules/orderKinds';
import { actionsOf, LABEL_FILTER, labelsOf } from '../../src/api/orders/rules/orderLabels';

const order = (drawState: DrawState | null, itemState: ItemState | null, commented = false) => ({
  drawState,
  itemState,
  commented,
});

describe('order labels', () => {
  it('labels a draw by its outcome, then by what became of the prize', () => {
    expect(labelsOf(order('pending', null))).toEqual(['toBeDrawn']);
    expect(labelsOf(order('lost', null))).toEqual(['notWinning']);
    expect(labelsOf(order('won', 'unclaimed'))).toEqual(['winning', 'unclaimed']);
    expect(labelsOf(order('won', 'shipped'))).toEqual(['winning', 'shipped']);
  });

  it.each<[ItemState, string]>([
    ['unshipped', 'unshipped'],
    ['pendingShipment', 'pendingShipment'],
    ['shipped', 'shipped'],
    ['received', 'received'],
    ['recycled', 'recycled'],
    ['sold', 'sold'],
    ['gifted', 'gifted'],
    ['listed', 'listed'],
  ])('labels a mall order that is %s', (itemState, label) => {
    expect(labelsOf(order(null, itemState))).toEqual([label]);
  });

  it('filters each label by the state it names', () => {
    expect(LABEL_FILTER.toBeDrawn).toEqual({ drawState: 'pending' });
    expect(LABEL_FILTER.winning).toEqual({ drawState: 'won' });
    expect(LABEL_FILTER.notWinning).toEqual({ drawState: 'lost' });
    expect(LABEL_FILTER.pendingShipment).toEqual({ itemState: 'pendingShipment' });
    expect(LABEL_FILTER.recycled).toEqual({ itemState: 'recycled' });
  });

  it('offers mall orders only the item filters, draws every label', () => {
    expect(KINDS.goods.filters).toEqual([
      'pendingShipment',
      'shipped',
      'unshipped',
      'received',
      'recycled',
      'sold',
      'gifted',
      'listed',
    ]);
    expect(KINDS.treasure.filters).toEqual([
      'toBeDrawn',
      'winning',
      'notWinning',
      'pendingShipment',
      'shipped',
      'unshipped',
      'unclaimed',
      'received',
      'recycled',
      'sold',
      'gifted',
      'listed',
    ]);
    expect(KINDS.crowd.filters).toEqual(KINDS.treasure.filters);
    expect(parseFilter('goods', 'winning')).toBe('all');
    expect(parseFilter('treasure', 'winning')).toBe('winning');
    expect(parseFilter('treasure', 'bogus')).toBe('all');
    expect(kindOfTab('invest')).toBe('crowd');
    expect(kindOfTab('draw')).toBe('treasure');
    expect(kindOfTab(null)).toBe('goods');
  });

  it('offers the actions the item state allows', () => {
    expect(actionsOf(order('pending', null))).toEqual([]);
    expect(actionsOf(order('lost', null))).toEqual([]);
    expect(actionsOf(order('won', 'unclaimed'))).toEqual(['claim']);
    expect(actionsOf(order(null, 'unshipped'))).toEqual(['ship', 'sell', 'gift']);
    expect(actionsOf(order(null, 'pendingShipment'))).toEqual(['logistics']);
    expect(actionsOf(order(null, 'shipped'))).toEqual(['logistics']);
    expect(actionsOf(order(null, 'received'))).toEqual(['evaluate', 'logistics']);
    expect(actionsOf(order(null, 'received', true))).toEqual(['logistics']);
    expect(actionsOf(order(null, 'recycled'))).toEqual([]);
    expect(actionsOf(order(null, 'gifted'))).toEqual([]);
    // The shop holds a listed item: it can no longer be shipped, sold back or given.
    expect(actionsOf(order(null, 'listed'))).toEqual(['shop']);
  });
});
