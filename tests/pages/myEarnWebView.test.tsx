import { screen, waitFor } from '@testing-library/react';
import { checkWebViewUrl, sandboxFor } from '../../src/lib/security/webFramePolicy';
import { WEB_VIEW_HOSTS } from '../../src/lib/security/webViewHosts';
import { renderRoute, setupUser } from '../render';

const open = (url: string) => renderRoute(`/pages/my/webView?url=${encodeURIComponent(url)}`);
const frame = () => document.querySelector('iframe');

describe('web view', () => {
  it('shows an https page of an allowed host in a sandboxed, titled frame, without login', async () => {
    open('https://help.qcmall.io/guide?step=2');
    const shown = await screen.findByTitle('Web page from help.qcmall.io');
    expect(shown.tagName).toBe('IFRAME');
    expect(shown).toHaveAttribute('src', 'https://help.qcmall.io/guide?step=2');
    expect(shown.getAttribute('sandbox')?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
    );
    expect(shown).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByText('help.qcmall.io')).toBeInTheDocument();
  });

  it.each([
    [
      'http://help.qcmall.io/guide',
      'Only secure web addresses (starting with https://) open inside the app.',
    ],
    ['javascript:alert(1)', 'Only secure web addresses (starting with https://) open inside the app.'],
    [
      'data:text/html,<script>alert(1)</script>',
      'Only secure web addresses (starting with https://) open inside the app.',
    ],
    ['/pages/my/index', 'Only secure web addresses (starting with https://) open inside the app.'],
    ['https://evil.example/phish', 'Only pages of QC Mall and its partner sites open inside the app.'],
    [
      'https://help.qcmall.io.evil.example/',
      'Only pages of QC Mall and its partner sites open inside the app.',
    ],
    ['https://user:pass@help.qcmall.io/', 'Only pages of QC Mall and its partner sites open inside the app.'],
  ])('refuses %s with an explanation and a way back', async (url, why) => {
    const user = setupUser();
    const { router } = open(url);
    expect(await screen.findByText('This page cannot be opened here')).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    // The refused address is shown as text, never run or rendered.
    expect(screen.getByText(url)).toBeInTheDocument();
    expect(frame()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    // Opened directly, there is nothing behind it in the app: back leads home.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/(pages\/index\/index)?$/));
  });

  it('says so when no address is given', async () => {
    renderRoute('/pages/my/webView');
    expect(await screen.findByText('No web address was given.')).toBeInTheDocument();
    expect(frame()).toBeNull();
  });
});

describe('web view policy', () => {
  it('allows this origin over https, the allow-listed hosts, and nothing like them', () => {
    const origin = 'https://mall.example';
    expect(checkWebViewUrl('https://mall.example/pages/my/agreement', origin)).toMatchObject({
      ok: true,
      sameOrigin: true,
    });
    for (const host of WEB_VIEW_HOSTS) {
      expect(checkWebViewUrl(`https://${host}/`, origin)).toMatchObject({ ok: true, sameOrigin: false });
      expect(checkWebViewUrl(`https://${host}:8443/`, origin)).toEqual({
        ok: false,
        reason: 'hostNotAllowed',
      });
    }
    expect(checkWebViewUrl('http://mall.example/', origin)).toEqual({ ok: false, reason: 'notHttps' });
    expect(checkWebViewUrl('  ', origin)).toEqual({ ok: false, reason: 'missing' });
    expect(checkWebViewUrl('//evil.example/', origin)).toEqual({ ok: false, reason: 'notHttps' });
  });

  it('never lets a page of this origin keep its origin inside the sandbox', () => {
    expect(sandboxFor(true).split(' ')).not.toContain('allow-same-origin');
    expect(sandboxFor(false).split(' ')).toContain('allow-same-origin');
  });
});
