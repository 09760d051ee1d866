import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import type { KefuMessage, KefuSendRequest } from '../../src/api/messages/kefu';
import { DOUBLE_TAP_MS } from '../../src/ui/money/useSendGuard';
import { server } from '../../src/mocks/node';
import { feedbackMessages, splitText } from '../../src/features/support/feedbackMessages';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

// jsdom has no canvas: the resize hands back the same bytes as a JPEG.
const resize = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], 'small.jpg', { type: 'image/jpeg' })),
);
vi.mock('../../src/lib/resizeImage', () => ({ resizeImage: resize }));

const PATH = '/pages/my/feedback';
const SEND = endpoints.KeFu.send.path;

/**
 * KeFu/send as docs/api.md §13 has it (the fake backend has no KeFu group yet): text of 1–140 characters or
 * an image URL, answered with the message as stored. `failAt` refuses that call (1-based) once.
 */
function serveKefu(failAt?: number) {
  const received: KefuSendRequest[] = [];
  let calls = 0;
  server.use(
    http.post(`*${SEND}`, async ({ request }) => {
      calls += 1;
      const body = (await request.json()) as KefuSendRequest;
      if (calls === failAt) return HttpResponse.json({ code: 500, msg: 'Service busy', data: null });
      const valid =
        (body.type === 'text' && body.content.length >= 1 && body.content.length <= 140) ||
        (body.type === 'image' && /^(data:image\/|https:)/.test(body.content));
      if (!valid) return HttpResponse.json({ code: 400, msg: 'Invalid message', data: null });
      received.push(body);
      const stored: KefuMessage = { id: calls, from: 'user', ...body, create_time: Date.now() };
      return HttpResponse.json({ code: 200, msg: 'success', data: stored });
    }),
  );
  return received;
}

const picture = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'screen.png', { type: 'image/png' });

function fileInput() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const sendButton = () => screen.getByRole('button', { name: 'Send feedback' });
// The first render also loads the page's chunk and strings, which takes a while on a busy machine.
const textBox = () => screen.findByPlaceholderText('Enter feedback', {}, { timeout: 5000 });

describe('feedback', () => {
  beforeEach(() => {
    // The uploader previews picked files through object URLs, which jsdom lacks.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('needs the text and at least one picture before anything is sent', async () => {
    const user = setupUser();
    await signInDemo();
    const sends = countRequests(SEND);
    renderRoute(PATH);
    await textBox();
    await user.click(sendButton());
    expect(await screen.findByText('Enter your feedback')).toBeInTheDocument();
    expect(screen.getByText('Select picture: at least one is needed')).toBeInTheDocument();

    await user.type(await textBox(), 'The draw page froze');
    expect(screen.getByText('19/500')).toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText('Select picture: at least one is needed')).toBeInTheDocument();
    expect(sends.count).toBe(0);
    sends.stop();
  });

  it('uploads each picture with its progress, then sends text and pictures to customer support', async () => {
    const user = setupUser();
    await signInDemo();
    const received = serveKefu();
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // Held until the test has seen the upload in progress; then the fake backend answers it.
    server.use(
      http.post(`*${endpoints.Profile.Upload.path}`, () => held.then(() => undefined), { once: true }),
    );
    const { router } = renderRoute(PATH);
    await user.type(await textBox(), 'The draw page froze after paying');
    await user.upload(fileInput(), picture());

    expect(await screen.findByText(/Uploading pictures… \d+%/)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    arrive();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(resize).toHaveBeenCalledTimes(1);

    await user.click(sendButton());
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(received).toEqual([
      { type: 'text', content: 'The draw page froze after paying' },
      { type: 'image', content: expect.stringMatching(/^data:image\/jpeg;base64,/) },
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to Me' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/index'));
  });

  it('goes on from the message that failed instead of sending the feedback twice', async () => {
    const user = setupUser();
    await signInDemo();
    const received = serveKefu(2);
    renderRoute(PATH);
    await user.type(await textBox(), 'Prices look wrong');
    await user.upload(fileInput(), picture());
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    expect(await screen.findByText('Service busy')).toBeInTheDocument();
    expect(received).toHaveLength(1);

    // A second tap within the double-tap window would be ignored, as it is for a person.
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS));
    await user.click(sendButton());
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(received.map((message) => message.type)).toEqual(['text', 'image']);
  });

  it('sends a guest to sign in before anything is written', async () => {
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(screen.queryByPlaceholderText('Enter feedback')).not.toBeInTheDocument();
  });
});

describe('feedback as support messages', () => {
  it('cuts long text at spaces into parts the support chat accepts, and keeps emoji whole', () => {
    const words = Array.from({ length: 100 }, (_, index) => `word${index}`).join(' ');
    const parts = splitText(words);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(140);
      expect(part).toMatch(/^word\d+( word\d+)*$/);
    }
    expect(parts.join(' ')).toBe(words);

    const emoji = '😀'.repeat(100);
    const emojiParts = splitText(emoji);
    expect(emojiParts.every((part) => part.length <= 140 && !/[\uD800-\uDBFF]$/.test(part))).toBe(true);
    expect(emojiParts.join('')).toBe(emoji);
  });

  it('sends the text first, then each picture', () => {
    expect(feedbackMessages('  Hello  ', ['https://cdn/1.jpg', 'https://cdn/2.jpg'])).toEqual([
      { type: 'text', content: 'Hello' },
      { type: 'image', content: 'https://cdn/1.jpg' },
      { type: 'image', content: 'https://cdn/2.jpg' },
    ]);
  });
});
