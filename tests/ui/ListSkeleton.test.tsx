import { render, screen } from '@testing-library/react';
import { ListSkeleton } from '../../src/ui/state/Skeletons';

describe('ListSkeleton', () => {
  it('stands in for a list of row cards in the list’s own layout, announced once as loading', () => {
    render(<ListSkeleton shape="row" className="auction-list" count={3} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status).toHaveClass('auction-list');
    const cards = status.querySelectorAll(':scope > .row-card');
    expect(cards).toHaveLength(3);
    // each card a picture beside three lines, hidden from assistive technology (the status speaks for them)
    for (const card of cards) {
      expect(card).toHaveAttribute('aria-hidden', 'true');
      const frame = card.querySelector('.row-card-link');
      expect(frame?.firstElementChild).toHaveClass('row-card-picture');
      expect(frame?.lastElementChild).toHaveClass('row-card-body');
      expect(card.querySelectorAll('.skeleton-line')).toHaveLength(3);
    }
  });

  it('stands in for a grid of product cards, four unless told', () => {
    render(<ListSkeleton shape="grid" className="tile-grid" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveClass('tile-grid');
    const cards = status.querySelectorAll(':scope > .tile-card');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.querySelector('.tile-card-picture')).not.toBeNull();
      expect(card.querySelectorAll('.skeleton-line')).toHaveLength(2);
    }
  });
});
