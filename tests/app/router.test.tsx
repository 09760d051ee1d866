import { screen } from '@testing-library/react';
import { renderRoute } from '../render';

/** The route table is a lookup by path (decision 0075): it must find a route as react-router's matching did. */
describe('route table', () => {
  it('opens home at / and at its own path, with the tab bar', async () => {
    for (const path of ['/', '/pages/index/index']) {
      const { unmount, container } = renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'QC Mall' });
      expect(container.querySelector('.app.with-tabs')).not.toBeNull();
      expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
      unmount();
    }
  });

  it('finds a route whatever the case of its letters, with or without a trailing slash', async () => {
    renderRoute('/PAGES/index/Ranking/');
    await screen.findByRole('heading', { level: 1, name: 'Rankings' });
    expect(document.title).toBe('Rankings · QC Mall');
  });

  it('shows the not-found page, without the tab bar, for a path no route has', async () => {
    const { container } = renderRoute('/pages/index/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(container.querySelector('.app.with-tabs')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });
});
