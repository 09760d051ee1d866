import { videoDuration } from '../../src/lib/videoDuration';

/** The <video> the helper creates: the test plays the browser, stating the length and sending the event. */
function captureVideo() {
  const real = document.createElement.bind(document);
  let video: HTMLVideoElement | null = null;
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = real(tag, options);
    if (tag === 'video') video = element as HTMLVideoElement;
    return element;
  });
  return () => {
    if (!video) throw new Error('no video element was made');
    return video;
  };
}

describe('videoDuration', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:video');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads the length from the metadata of an object URL, then lets the URL go', async () => {
    const video = captureVideo();
    const length = videoDuration(new Blob([new Uint8Array(8)], { type: 'video/mp4' }));
    expect(video().src).toBe('blob:video');
    Object.defineProperty(video(), 'duration', { value: 61.5 });
    video().dispatchEvent(new Event('loadedmetadata'));
    await expect(length).resolves.toBe(61.5);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:video');
  });

  it('fails for a file the browser cannot read', async () => {
    const video = captureVideo();
    const length = videoDuration(new Blob([new Uint8Array(8)], { type: 'video/mp4' }));
    video().dispatchEvent(new Event('error'));
    await expect(length).rejects.toThrow();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:video');
  });
});
