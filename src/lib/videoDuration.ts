/**
 * A video file's length in seconds, read from its metadata by the browser (a <video> element on an object
 * URL), before anything is uploaded. Rejects when the browser cannot read it.
 */
export function videoDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = () => {
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener(
      'loadedmetadata',
      () => {
        const seconds = video.duration;
        done();
        if (Number.isFinite(seconds)) resolve(seconds);
        else reject(new Error('unknown video length'));
      },
      { once: true },
    );
    video.addEventListener(
      'error',
      () => {
        done();
        reject(new Error('unreadable video'));
      },
      { once: true },
    );
    video.src = url;
  });
}
