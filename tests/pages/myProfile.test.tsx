import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { VERIFICATION_CODE } from '../../src/mocks/db/codes';
import { server } from '../../src/mocks/node';
import { DOUBLE_TAP_MS } from '../../src/ui/money/useSendGuard';
import { cachedMe, renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';
import { freshOnServer } from '../network';

// jsdom has no canvas: the resize hands back a small JPEG of the same bytes, and records what it was asked.
const resize = vi.hoisted(() =>
  vi.fn(async (file: File, _options?: unknown) => new File([file], 'avatar.jpg', { type: 'image/jpeg' })),
);
vi.mock('../../src/lib/resizeImage', () => ({ resizeImage: resize }));

const P = endpoints.Profile;
/** The fake backend's answer to a code that was not sent. */
const WRONG_CODE_MESSAGE = 'Wrong verification code';

/** The JSON bodies sent to `path` from now on. */
function recordBodies(path: string) {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!freshOnServer(request)) return;
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body) => seen.push(body));
  });
  return seen;
}
const INFO = '/pages/my/info';
const row = (name: string) => screen.getByText(name).closest<HTMLElement>('.adm-list-item') as HTMLElement;

describe('basic info', () => {
  it('sends a guest to the login page and back here', async () => {
    window.history.replaceState(null, '', INFO);
    const { router } = renderRoute(INFO);
    // The first page of a run waits for its chunk to be compiled.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'), { timeout: 3000 });
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(INFO);
    window.history.replaceState(null, '', '/');
  });

  it('shows the nickname, the phone with its middle hidden, the uid and the password entries', async () => {
    const grant = await signInDemo();
    renderRoute(INFO);
    expect(await screen.findByText(grant.userInfo.nickName)).toBeInTheDocument();
    expect(within(row('Phone number')).getByText('+86 138****0000')).toBeInTheDocument();
    expect(within(row('UID')).getByText(String(grant.userInfo.uid))).toBeInTheDocument();
    expect(within(row('Login password')).getByText('Change')).toBeInTheDocument();
    expect(within(row('Payment password')).getByText('Not set')).toBeInTheDocument();
  });

  it('shows a loading state, then a failed load with a retry that works', async () => {
    const user = setupUser();
    await signInDemo();
    let fail = true;
    server.use(
      http.get(`*${P.GetMyProfile.path}`, () =>
        fail ? HttpResponse.json({ code: 500, msg: 'Server busy', data: null }) : undefined,
      ),
    );
    renderRoute(INFO);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('+86 138****0000')).toBeInTheDocument();
  });

  it('copies the uid', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(INFO);
    await user.click(await screen.findByRole('button', { name: 'Copy UID' }));
    expect(writeText).toHaveBeenCalledWith(String(grant.userInfo.uid));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const user = setupUser();
    await signInDemo();
    const writeText = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(INFO);
    await user.click(await screen.findByRole('button', { name: 'Copy UID' }));
    expect(await screen.findByText('Could not copy, please copy it by hand')).toBeInTheDocument();
  });

  it('crops and scales a new avatar, uploads it, and the user shows it', async () => {
    const user = setupUser();
    await signInDemo();
    const uploads = countRequests(P.Upload.path);
    const saves = countRequests(P.ModifyProfile.path);
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    // Holds the upload until the test has seen its progress, then lets the fake backend answer it.
    server.use(http.post(`*${P.Upload.path}`, async () => void (await held)));
    renderRoute(INFO);
    const photo = new File([new Uint8Array([1, 2, 3, 4])], 'holiday.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose a new avatar'), photo);

    expect(await screen.findByRole('status')).toHaveTextContent(/Uploading \d+%/);
    arrive();
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(resize).toHaveBeenCalledWith(photo, { maxSide: 512, square: true });
    expect(uploads.count).toBe(1);
    expect(saves.count).toBe(1);
    expect(cachedMe().avatar).toBe('data:image/jpeg;base64,AQIDBA==');
    // The kit shows the picture once the browser has loaded it, which jsdom never does.
    expect(screen.getByAltText('Avatar')).toHaveAttribute('src', cachedMe().avatar);
  });

  it('keeps the avatar when the server refuses the file', async () => {
    // The picker asks for images; a person can still pick "all files".
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
    const grant = await signInDemo();
    const uploads = countRequests(P.Upload.path);
    const saves = countRequests(P.ModifyProfile.path);
    resize.mockImplementationOnce(async (file: File) => file);
    renderRoute(INFO);
    const notAPicture = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Choose a new avatar'), notAPicture);
    expect(await screen.findByText('Only pictures can be uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(uploads.count).toBe(1);
    expect(saves.count).toBe(0);
    expect(cachedMe().avatar).toBe(grant.userInfo.avatar);
  });
});

describe('change nickname', () => {
  const PATH = '/pages/my/ChangeNickname';
  const box = () => screen.getByPlaceholderText('Enter nickname');
  const save = (user: ReturnType<typeof setupUser>) =>
    user.click(screen.getByRole('button', { name: 'Save' }));

  it('starts from the current nickname and refuses an empty one or one over 20 characters', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const saves = countRequests(P.ModifyProfile.path);
    renderRoute(PATH);
    expect(await screen.findByDisplayValue(grant.userInfo.nickName)).toBeInTheDocument();

    await user.clear(box());
    await user.type(box(), '   ');
    await save(user);
    expect(await screen.findByText('Enter a nickname')).toBeInTheDocument();

    await user.clear(box());
    await user.type(box(), '一二三四五六七八九十一二三四五六七八九十一');
    await save(user);
    expect(await screen.findByText('A nickname can have at most 20 characters')).toBeInTheDocument();
    expect(saves.count).toBe(0);
  });

  it('saves the trimmed nickname (20 characters is fine), goes back and the user has it', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute(PATH);
    await user.clear(await screen.findByPlaceholderText('Enter nickname'));
    await user.type(box(), '  一二三四五六七八九十一二三四五六七八九十  ');
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(INFO));
    expect(cachedMe().nickName).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(await screen.findByText('一二三四五六七八九十一二三四五六七八九十')).toBeInTheDocument();
  });
});

describe('change phone', () => {
  const PATH = '/pages/my/changePhone';
  const NEW_NUMBER = '13755556666';
  type User = ReturnType<typeof setupUser>;
  const codeBox = () => screen.getByRole('textbox', { name: 'Verification code' });
  const sendCodeButton = () => screen.getByRole('button', { name: 'Send code' });
  /**
   * A person takes longer than the double-tap window to retype something; a test is faster. The wait is
   * inside act() as the code countdown ticks meanwhile.
   */
  const likeAPerson = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, DOUBLE_TAP_MS)));

  /** Step 1 done with the fake SMS gateway's code. */
  async function verifyCurrentPhone(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await user.type(codeBox(), VERIFICATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Phone number' });
  }

  it('asks for the code of the current phone first, sent to that phone', async () => {
    const user = setupUser();
    await signInDemo();
    const sent = recordBodies(P.SendCode.path);
    renderRoute(PATH);
    expect(await screen.findByText('+86 138****0000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(sendCodeButton());
    await screen.findByRole('button', { name: /Resend in/ });
    expect(sent).toEqual([
      expect.objectContaining({ phoneRegion: '+86', phoneNumber: '13800000000', type: 'verifyOldPhone' }),
    ]);
  });

  it('refuses the same number and a wrong code, then moves the account to the new phone', async () => {
    const user = setupUser();
    await signInDemo();
    const sent = recordBodies(P.SendCode.path);
    const { router } = renderRoute(PATH);
    await verifyCurrentPhone(user);

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '13800000000');
    await user.click(sendCodeButton());
    expect(await screen.findByText('This is already your phone number')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.clear(phone);
    await user.type(phone, NEW_NUMBER);
    await likeAPerson();
    await user.click(sendCodeButton());
    await screen.findByRole('button', { name: /Resend in/ });
    expect(sent[1]).toEqual(expect.objectContaining({ phoneNumber: NEW_NUMBER, type: 'changePhone' }));

    await user.type(codeBox(), '000000');
    await user.click(screen.getByRole('button', { name: 'Change phone' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(cachedMe().phoneNumber).toBe('13800000000');

    await user.clear(codeBox());
    await user.type(codeBox(), VERIFICATION_CODE);
    await likeAPerson();
    await user.click(screen.getByRole('button', { name: 'Change phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(INFO));
    expect(cachedMe()).toEqual(expect.objectContaining({ phoneRegion: '+86', phoneNumber: NEW_NUMBER }));
    expect(await screen.findByText('+86 137****6666')).toBeInTheDocument();
  });
});
