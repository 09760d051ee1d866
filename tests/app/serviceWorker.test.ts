import { registerServiceWorker } from '../../src/app/serviceWorker';
import { i18n } from '../../src/i18n';
import { KEEP_STRINGS } from '../../src/sw/strings';

const pwa = vi.hoisted(() => ({ onNeedRefresh: undefined as undefined | (() => void), update: vi.fn() }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh: () => void }) => {
    pwa.onNeedRefresh = options.onNeedRefresh;
    return pwa.update;
  },
}));

describe('the app worker’s registration', () => {
  const postMessage = vi.fn();
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve({ active: { postMessage } }) },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    postMessage.mockReset();
  });

  it('tells the worker to keep English and the language in use, and the new one after a switch', async () => {
    await i18n.changeLanguage('en');
    const onNewVersion = vi.fn();
    registerServiceWorker(onNewVersion);
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith({ type: KEEP_STRINGS, codes: ['en'] }),
    );
    await i18n.changeLanguage('ru');
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenLastCalledWith({ type: KEEP_STRINGS, codes: ['en', 'ru'] }),
    );
    await i18n.changeLanguage('en');

    // A new version waits until the person asks for it.
    pwa.onNeedRefresh?.();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(pwa.update).not.toHaveBeenCalled();
    (onNewVersion.mock.calls[0]?.[0] as () => void)();
    expect(pwa.update).toHaveBeenCalledWith(true);
  });
});
