import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import * as endpoints from '../../src/api/endpoints';
import { renderRoute, setupUser } from '../render';

const config = `*${endpoints.Public.getConfig.path}`;

describe('agreement and privacy', () => {
  it.each(['/pages/my/agreement', '/pages/my/privacy'])('%s shows sanitised server HTML', async (path) => {
    const { container } = renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(container.querySelector('.html-content')).not.toBeNull());
    const html = container.querySelector('.html-content')!.innerHTML;
    expect(html).not.toMatch(/onerror|<script/i);
  });

  it('hides a picture of the document that fails to load', async () => {
    const { container } = renderRoute('/pages/my/agreement');
    await waitFor(() => expect(container.querySelector('.html-content img')).not.toBeNull());
    const picture = container.querySelector('.html-content img')!;
    fireEvent.error(picture);
    expect(picture).not.toBeVisible();
  });
});

describe('resilience: a data view never goes blank', () => {
  const cases: [string, () => Response][] = [
    ['data: null', () => HttpResponse.json({ code: 200, msg: '', data: null })],
    ['data: {}', () => HttpResponse.json({ code: 200, msg: '', data: {} })],
    ['an error code', () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null })],
    [
      'non-JSON',
      () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ],
    ['a dropped connection', () => HttpResponse.error()],
  ];

  it.each(cases)('agreement page with %s', async (_name, reply) => {
    server.use(http.get(config, reply));
    renderRoute('/pages/my/agreement');
    await screen.findByRole('heading', { level: 1, name: 'User agreement' });
    expect(await screen.findByTestId(/empty-state|error-state/)).toBeInTheDocument();
  });

  it('retries after a timeout when tapped', async () => {
    const user = setupUser();
    server.use(http.get(config, () => HttpResponse.error(), { once: true }));
    renderRoute('/pages/my/agreement');
    await user.click(await screen.findByText('Tap to retry'));
    expect(await screen.findByText(/agreement/i, { selector: '.html-content *' })).toBeInTheDocument();
  });

  it.each(cases)('my tab with GetMyProfile answering %s', async (_name, reply) => {
    server.use(http.get(`*${endpoints.Profile.GetMyProfile.path}`, reply));
    const { signIn } = await import('../../src/api/account/account');
    const { useSession } = await import('../../src/stores/session');
    const grant = await signIn({ phoneRegion: '+86', phoneNumber: '13800000000', password: 'Demo1234' });
    useSession.getState().signIn(grant.token, grant.userInfo.uid);
    renderRoute('/pages/my/index');
    expect(await screen.findByText(`UID ${grant.userInfo.uid}`)).toBeInTheDocument();
  });
});
