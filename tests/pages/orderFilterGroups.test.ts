import { KINDS, LIST_KINDS } from '../../src/api/orders/rules/orderKinds';
import { LABEL_FILTER, type OrderLabel } from '../../src/api/orders/rules/orderLabels';
import { groupFilters, groupOf } from '../../src/features/orders/filterGroups';

const ALL_LABELS = Object.keys(LABEL_FILTER) as OrderLabel[];

describe('order filter groups', () => {
  it("puts every label in one stage, and every label on some kind's list", () => {
    for (const label of ALL_LABELS) {
      expect(groupOf(label), label).toBeDefined();
      expect(
        LIST_KINDS.some((kind) => KINDS[kind].filters.includes(label)),
        label,
      ).toBe(true);
    }
  });

  it.each(LIST_KINDS)('shows each of the %s filters once, by stage', (kind) => {
    const shown = groupFilters(KINDS[kind].filters).flatMap(({ labels }) => labels);
    expect([...shown].sort()).toEqual([...KINDS[kind].filters].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('keeps In storage apart from the delivery states', () => {
    expect(groupOf('unshipped')).toBe('toDo');
    expect(groupOf('pendingShipment')).toBe('delivery');
  });
});
