import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import { DOUBLE_TAP_MS } from '../../src/ui/money/useSendGuard';
import { cachedMe, loadMe, renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';
import { INSUFFICIENT, promotionRow, serveTasks, taskRow } from './taskFixtures';

// jsdom has no canvas: the resize hands back the same bytes as a JPEG.
const resize = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })),
);
vi.mock('../../src/lib/resizeImage', () => ({ resizeImage: resize }));
// jsdom plays no media: each test says how long the picked video lasts.
const duration = vi.hoisted(() => ({ seconds: 30 }));
vi.mock('../../src/lib/videoDuration', () => ({ videoDuration: async () => duration.seconds }));
// The visit's clock, moved by the tests.
const clock = vi.hoisted(() => ({ now: 0 }));
vi.mock('../../src/features/tasks/visitClock', () => ({ visitNow: () => clock.now }));

const open = (id: number | string) => renderRoute(`/pages/task/DoTasks?id=${id}`);
const UPLOAD = endpoints.Profile.Upload.path;

const picture = (name = 'screen.png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const submitButton = (name = 'Submit for review') => screen.getByRole('button', { name });
/** Time passes (what it brings in, such as refetched data, renders within act). */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const waitOutDoubleTap = () => pause(DOUBLE_TAP_MS);

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  // The uploader previews picked files through object URLs, which jsdom lacks.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  clock.now = 0;
  resize.mockClear();
  duration.seconds = 30;
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

// The page's chunk, loaded up front: a slow first import must not eat a test's waiting time.
beforeAll(async () => {
  await import('../../src/features/tasks/TaskDetails');
});

describe('a daily task', () => {
  it('reads "task not found" for a task that is not there', async () => {
    const grant = await signInDemo();
    const tasks = serveTasks([taskRow()], grant.userInfo.uid);
    open(99);
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tasks' })).toHaveAttribute('href', '/pages/task/index');
    expect(tasks.calls.list[0]).toMatchObject({ id: '99' });
  });

  it('shows a failed load with a retry', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks([taskRow()], grant.userInfo.uid);
    tasks.failList('Service busy');
    open(1);
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Share the mall on TikTok' })).toBeInTheDocument();
  });

  it('uploads screenshots, then submits them once: the task waits for review and shows them', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks([taskRow()], grant.userInfo.uid);
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server.use(http.post(`*${UPLOAD}`, () => held.then(() => undefined), { once: true }));
    open(1);
    const heading = await screen.findByRole('heading', { name: 'Share the mall on TikTok' });
    // The instructions are plain text with their line breaks.
    expect(document.querySelector('.task-describe')?.textContent).toBe(
      'Post a video about QC Mall.\nSend a screenshot of the post.',
    );
    expect(heading.closest('section')?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:/),
    );
    expect(within(heading.closest('section') as HTMLElement).getByText('To do')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.upload(fileInput(), [picture('one.png'), picture('two.png')]);
    expect(await screen.findByText(/Uploading pictures… \d+%/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    arrive();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.dblClick(submitButton());
    expect(await screen.findByText('Your proof is waiting for review.')).toBeInTheDocument();
    expect(screen.getAllByText('Waiting for review').length).toBeGreaterThan(0);
    expect(tasks.calls.submit).toHaveLength(1);
    expect(tasks.calls.submit[0]).toEqual({
      id: 1,
      images: [expect.stringMatching(/^data:image\/jpeg/), expect.stringMatching(/^data:image\/jpeg/)],
    });
    expect(screen.getAllByRole('img', { name: /^Proof sent \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('refuses more than 9 screenshots with a message, uploading none', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    serveTasks([taskRow()], grant.userInfo.uid);
    const uploads = countRequests(UPLOAD);
    open(1);
    await screen.findByRole('heading', { name: 'Share the mall on TikTok' });
    const ten = Array.from({ length: 10 }, (_, index) => picture(`shot${index}.png`));
    await user.upload(fileInput(), ten);
    expect(await screen.findByText('At most 9 pictures: nothing was added')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
    expect(resize).not.toHaveBeenCalled();
    expect(submitButton()).toBeDisabled();
    uploads.stop();
  });

  it('cancels a screenshot on its way up', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    serveTasks([taskRow()], grant.userInfo.uid);
    // Never answered: only the cancel ends it.
    server.use(http.post(`*${UPLOAD}`, () => new Promise<never>(() => undefined)));
    open(1);
    await screen.findByRole('heading', { name: 'Share the mall on TikTok' });
    await user.upload(fileInput(), picture());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(screen.queryByText(/Uploading pictures/)).toBeNull());
    expect(submitButton()).toBeDisabled();
  });

  it('refuses a video longer than 60 s or larger than 20 MB before uploading; a fitting one is sent', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks([taskRow({ proof_type: 'video' })], grant.userInfo.uid);
    const uploads = countRequests(UPLOAD);
    // This branch's fake backend keeps images only; the contract answers a media URL for a video.
    server.use(
      http.post(`*${UPLOAD}`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { url: 'https://media.qcmall.io/proof/1/clip.mp4' },
        }),
      ),
    );
    open(1);
    await screen.findByText('One video, up to 60 s and 20 MB');
    const video = (name: string, bytes = 16) =>
      new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

    duration.seconds = 75.2;
    await user.upload(screen.getByLabelText('Choose a video'), video('long.mp4'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video lasts 76 s: at most 60 s. Nothing was uploaded.',
    );
    duration.seconds = 30;
    const big = video('big.mp4');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Choose a video'), big);
    expect(await screen.findByText('The video is over 20 MB. Nothing was uploaded.')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
    expect(submitButton()).toBeDisabled();

    await user.upload(screen.getByLabelText('Choose a video'), video('clip.mp4'));
    expect(await screen.findByText('Video uploaded: clip.mp4')).toBeInTheDocument();
    expect(uploads.count).toBe(1);
    await user.click(submitButton());
    expect(await screen.findByText('Your proof is waiting for review.')).toBeInTheDocument();
    expect(tasks.calls.submit).toEqual([
      { id: 1, images: [], video: 'https://media.qcmall.io/proof/1/clip.mp4' },
    ]);
    expect(screen.getByRole('link', { name: 'Video sent' })).toHaveAttribute(
      'href',
      'https://media.qcmall.io/proof/1/clip.mp4',
    );
    uploads.stop();
  });

  it('shows a rejection with the reason and takes a new proof', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks(
      [
        taskRow({
          status: 4,
          log_id: 7,
          sub_refusal: 'The screenshot is blurred',
          images: ['data:image/png;base64,AA'],
        }),
      ],
      grant.userInfo.uid,
    );
    open(1);
    expect(await screen.findByText('Reason: The screenshot is blurred')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    await user.upload(fileInput(), picture('sharp.png'));
    await waitFor(() => expect(submitButton('Submit again')).toBeEnabled());
    await user.click(submitButton('Submit again'));
    expect(await screen.findByText('Your proof is waiting for review.')).toBeInTheDocument();
    expect(screen.queryByText('Reason: The screenshot is blurred')).toBeNull();
    expect(tasks.calls.submit).toHaveLength(1);
  });

  it('collects a completed task once: the reward shows credited and the current task is cleared', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const current = {
      id: 1,
      describe: 'Share',
      describeImg: '',
      is_complete: 1 as const,
      logId: 7,
      sub_refusal: '',
      status: 3 as const,
    };
    const tasks = serveTasks(
      [taskRow({ status: 3, log_id: 7, images: ['data:image/png;base64,AA'] })],
      grant.userInfo.uid,
      current,
    );
    open(1);
    const collect = await screen.findByRole('button', { name: 'Collect' });
    await loadMe();
    expect(cachedMe().task?.id).toBe(1);
    const before = cachedMe().integral;
    await user.dblClick(collect);
    expect(await screen.findByText('50 points credited', { selector: 'strong' })).toBeInTheDocument();
    expect(cachedMe().integral).toBe(before + 50);
    await waitFor(() => expect(tasks.calls.clearTask).toHaveLength(1));
    await waitOutDoubleTap();
    expect(tasks.calls.receiving).toEqual([{ log_id: 7 }]);
    expect(cachedMe().task ?? null).toBeNull();
  });
});

describe('a promotion task', () => {
  it('times the visit only while the page is visible, completes it at zero, and collects', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks([promotionRow()], grant.userInfo.uid);
    open(2);
    expect(await screen.findByText('Stay on the page for 10 s to earn the reward.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    const frame = await screen.findByTitle('Web page from whitepaper.qcmall.io');
    expect(frame).toHaveAttribute('src', 'https://whitepaper.qcmall.io/v2');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(tasks.calls.click).toEqual([{ id: 2 }]);
    expect(screen.getByRole('timer')).toHaveTextContent('10 s left');

    clock.now += 4000;
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('6 s left'));
    setVisibility('hidden');
    expect(screen.getByRole('timer')).toHaveTextContent('Paused while hidden');
    // A minute hidden counts for nothing.
    clock.now += 60_000;
    await pause(300);
    setVisibility('visible');
    expect(screen.getByRole('timer')).toHaveTextContent('6 s left');
    expect(tasks.calls.complete).toHaveLength(0);

    clock.now += 6000;
    expect(await screen.findByText('Visit complete: collect your reward.')).toBeInTheDocument();
    expect(tasks.calls.complete).toEqual([{ log_id: 100 }]);
    expect(screen.queryByTitle('Web page from whitepaper.qcmall.io')).toBeNull();
    await loadMe();
    const before = cachedMe().balance;
    await user.click(await screen.findByRole('button', { name: 'Collect' }));
    expect(await screen.findByText('CN¥1.50 credited', { selector: 'strong' })).toBeInTheDocument();
    expect(cachedMe().balance).toBeCloseTo(before + 1.5, 2);
    // It was the current task (the visit made it so): collecting clears it.
    await waitFor(() => expect(tasks.calls.clearTask).toHaveLength(1));
  });

  it('leaving early sends complete anyway: the server refuses, the page says so, and the task reads no reward', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks([promotionRow()], grant.userInfo.uid);
    tasks.visitLongEnough = false;
    open(2);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByTitle('Web page from whitepaper.qcmall.io');
    clock.now += 3000;
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('No reward for this visit');
    expect(result).toHaveTextContent(INSUFFICIENT);
    expect(tasks.calls.complete).toEqual([{ log_id: 100 }]);
    expect(await screen.findByText('No reward')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });
});
