import { forwardRef } from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './detailsFixtures';

// The QR code is drawn on a canvas, which jsdom cannot read back: the stand-in shows what it was asked to encode.
vi.mock('qrcode.react', () => ({
  QRCodeCanvas: forwardRef<HTMLCanvasElement, { value: string; 'aria-label'?: string }>(function QRCode(
    { value, 'aria-label': label },
    ref,
  ) {
    return <canvas ref={ref} role="img" aria-label={label} data-value={value} />;
  }),
}));

const PATH = '/pages/my/share';

/** A 2D context that draws nothing (jsdom has none) and a PNG it "exports". */
function fakeCanvas() {
  const context = new Proxy(
    { createLinearGradient: () => ({ addColorStop: () => undefined }) },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined) },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,Q0FSRA==');
  const downloads: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
  return downloads;
}

async function demoWithCode() {
  const grant = await signInDemo();
  const code = grant.userInfo.inviteCode;
  if (!code) throw new Error('the demo account has no invitation code');
  return { grant, code, link: `${window.location.origin}/pages/login/index?inviteCode=${code}` };
}

describe('invite friends', () => {
  it('shows the invitation code, the link to the login page and a QR code of that link', async () => {
    const { code, link } = await demoWithCode();
    renderRoute(PATH);
    expect(await screen.findByText(code, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(link)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toHaveAttribute(
      'data-value',
      link,
    );
  });

  it('copies the code and the link', async () => {
    const user = setupUser();
    const { code, link } = await demoWithCode();
    renderRoute(PATH);
    await screen.findByText(code, {}, { timeout: 5000 });
    const write = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Invitation code copied')).toBeInTheDocument();
    expect(write).toHaveBeenLastCalledWith(code);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invitation link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says so when the clipboard refuses', async () => {
    const user = setupUser();
    const { code } = await demoWithCode();
    renderRoute(PATH);
    await screen.findByText(code, {}, { timeout: 5000 });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // jsdom has no working copy command either, so the fallback fails as well.
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(
      await screen.findByText('Could not copy. Press and hold the text to copy it.'),
    ).toBeInTheDocument();
  });

  it('saves the card with the QR code as a PNG', async () => {
    const user = setupUser();
    const downloads = fakeCanvas();
    const { code } = await demoWithCode();
    renderRoute(PATH);
    await screen.findByText(code, {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save as image' }));
    expect(downloads).toEqual([
      { href: 'data:image/png;base64,Q0FSRA==', download: `qc-invite-${code}.png` },
    ]);
    expect(await screen.findByText('Invitation card saved')).toBeInTheDocument();
  });

  it('shows a failed profile read with a retry', async () => {
    await signInDemo();
    server.use(
      http.get(`*${endpoints.Profile.GetMyProfile.path}`, () =>
        HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
      ),
    );
    renderRoute(PATH);
    const failed = await screen.findByTestId('error-state', {}, { timeout: 5000 });
    expect(failed).toHaveTextContent('Server busy');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('explains an account that has no code yet', async () => {
    const grant = await signInDemo();
    server.use(
      http.get(`*${endpoints.Profile.GetMyProfile.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { ...grant.userInfo, inviteCode: '' } }),
      ),
    );
    renderRoute(PATH);
    expect(await screen.findByText('No invitation code yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
  });
});
