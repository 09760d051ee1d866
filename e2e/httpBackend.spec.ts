import { expect, test } from '@playwright/test';
import { freshApp, httpBackend, signInDemo } from './support/app';

test('the real-backend build works against npm run backend: signed for its host:port, CORS, hub at /chat', async ({
  page,
}) => {
  const backend = httpBackend() ?? '';
  const answers: { url: string; status: number; allowOrigin?: string; code?: number; token?: string }[] = [];
  page.on('response', async (response) => {
    if (!/\/api(v2)?\//.test(response.url())) return;
    const envelope = (await response.json().catch(() => ({}))) as { code?: number };
    const allowOrigin = response.headers()['access-control-allow-origin'];
    const { token } = response.request().headers();
    answers.push({ url: response.url(), status: response.status(), allowOrigin, code: envelope.code, token });
  });
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  await expect(page.getByText(/^UID \d+$/)).toBeVisible();

  // Every call crossed origins to the backend's host:port (the preflight for the app's headers answered)
  // and its signature, computed over that host:port, was accepted.
  expect(answers.length).toBeGreaterThan(3);
  for (const answer of answers) {
    expect(answer.url.startsWith(`${backend}/`)).toBe(true);
    expect(answer).toMatchObject({ status: 200, allowOrigin: '*' });
    expect(answer.code).not.toBe(403);
  }

  // The live-update socket: the API host with path /chat and the session token, speaking SignalR JSON.
  const token = answers.findLast((answer) => answer.token)?.token ?? '';
  expect(token).not.toBe('');
  const handshake = await page.evaluate(
    (url) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.onopen = () => socket.send('{"protocol":"json","version":1}\u001e');
        socket.onmessage = (event) => {
          resolve(String(event.data));
          socket.close();
        };
        socket.onerror = () => reject(new Error(`no hub at ${url}`));
      }),
    `${backend.replace(/^http/, 'ws')}/chat?token=${encodeURIComponent(token)}`,
  );
  expect(handshake).toBe('{}\u001e');
});
