import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './myMoneyFixtures';
import { freezeWalletClock } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();

/** What a device's QR carries (any well-formed SN: nothing is bound here). */
const FREE_SN = 'QC7F3K9M2A1B';

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

/** The browser's camera: it opens (a stream whose track can be stopped) or is refused with `error`. */
function mockCamera(error?: string) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() =>
    error
      ? Promise.reject(new DOMException('no', error))
      : Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // jsdom plays no video.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { getUserMedia, track };
}

/** The browser's QR reader: each frame read answers the next of `frames` (the last one again after). */
function mockDetector(frames: string[][], formats = ['qr_code', 'ean_13']) {
  let read = 0;
  const detect = vi.fn(() => {
    const frame = frames[Math.min(read, frames.length - 1)] ?? [];
    read += 1;
    return Promise.resolve(frame.map((rawValue) => ({ rawValue })));
  });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(formats);
      detect = detect;
    },
  );
  return detect;
}

async function openBind() {
  await signInDemo();
  const user = setupUser();
  const { queryClient } = renderRoute('/pages/device/bind');
  const field = await screen.findByRole('textbox', { name: 'Serial number' });
  // The base settings the app reads at start are in before the test goes on.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { user, field };
}

describe('binding a device: scanning its QR', () => {
  it('no scan button where the browser cannot read QR codes; typing works', async () => {
    mockCamera();
    const { field } = await openBind();
    // Give the check a moment: the button must still not come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Scan' })).not.toBeInTheDocument();
    expect(field).toBeEnabled();
  });

  it.each([
    ['the reader knows no QR codes', () => (mockDetector([], ['ean_13']), mockCamera())],
    ['there is no camera to ask for', () => mockDetector([])],
  ])('no scan button where %s', async (_, setUp) => {
    setUp();
    await openBind();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Scan' })).not.toBeInTheDocument();
  });

  it('a scan button where the browser reads QR codes from the camera', async () => {
    mockDetector([]);
    mockCamera();
    await openBind();
    expect(await screen.findByRole('button', { name: 'Scan' })).toBeEnabled();
  });

  it('reads the link a QR holds, skips a code that is not a device’s, fills the SN and turns the camera off', async () => {
    const detect = mockDetector([[], ['https://example.com/menu'], [`https://qc.example/d?sn=${FREE_SN}`]]);
    const { track, getUserMedia } = mockCamera();
    const { user, field } = await openBind();
    await user.click(await screen.findByRole('button', { name: 'Scan' }));
    await screen.findByRole('dialog', { name: "Scan the device's QR code" });
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    await waitFor(() => expect(field).toHaveValue(FREE_SN), { timeout: 4000 });
    expect(detect.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: "Scan the device's QR code" })).not.toBeInTheDocument(),
    );
  });

  it('a QR that is not a device’s says so while it keeps looking', async () => {
    mockDetector([['https://example.com/menu']]);
    mockCamera();
    const { user } = await openBind();
    await user.click(await screen.findByRole('button', { name: 'Scan' }));
    const sheet = within(await screen.findByRole('dialog', { name: "Scan the device's QR code" }));
    expect(
      await sheet.findByText('That QR code holds no serial number. Try the one on the device.'),
    ).toBeInTheDocument();
  });

  it('a refused camera just says so; typing still works', async () => {
    mockDetector([]);
    mockCamera('NotAllowedError');
    const { user, field } = await openBind();
    await user.click(await screen.findByRole('button', { name: 'Scan' }));
    const sheet = within(await screen.findByRole('dialog', { name: "Scan the device's QR code" }));
    expect(await sheet.findByRole('alert')).toHaveTextContent(
      "Camera access was refused. Allow it in the browser's settings, or type the serial number.",
    );
    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await user.type(field, FREE_SN);
    expect(field).toHaveValue(FREE_SN);
  });
});
