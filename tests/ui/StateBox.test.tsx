import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { StateBox, type StateBoxAction } from '../../src/ui/state/StateBox';
import { setupUser } from '../render';

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search} by ${useNavigationType()}`}</p>;
}

/** The box on /missing (reached from /list), and every other path showing where the router is. */
function renderBox(action?: StateBoxAction) {
  return render(
    <MemoryRouter initialEntries={['/list', '/missing']} initialIndex={1}>
      <Routes>
        <Route
          path="/missing"
          element={
            <StateBox
              testId="not-found"
              title="Order not found"
              text="It may have been removed."
              action={action}
            />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('StateBox', () => {
  it('says what cannot be shown and why, found by its test id', () => {
    renderBox();
    const box = screen.getByTestId('not-found');
    expect(box).toHaveTextContent('Order not found');
    expect(box).toHaveTextContent('It may have been removed.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes a place to go as a button, pushing or replacing the page that led nowhere', async () => {
    const user = setupUser();
    const first = renderBox({ label: 'My orders', to: '/orders?tab=all' });
    await user.click(screen.getByRole('button', { name: 'My orders' }));
    expect(screen.getByText('at /orders?tab=all by PUSH')).toBeInTheDocument();
    first.unmount();

    renderBox({ label: 'All auctions', to: '/auctions', replace: true });
    await user.click(screen.getByRole('button', { name: 'All auctions' }));
    expect(screen.getByText('at /auctions by REPLACE')).toBeInTheDocument();
  });

  it('takes a place to go as a link when asked', async () => {
    const user = setupUser();
    renderBox({ label: 'My devices', to: '/devices', link: true });
    const link = screen.getByRole('link', { name: 'My devices' });
    expect(link).toHaveAttribute('href', '/devices');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByText('at /devices by PUSH')).toBeInTheDocument();
  });

  it('takes something to do here as a button that does it, with no router around it', async () => {
    const user = setupUser();
    const onClick = vi.fn();
    render(<StateBox kind="error" title="Could not load" action={{ label: 'Retry', onClick }} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
