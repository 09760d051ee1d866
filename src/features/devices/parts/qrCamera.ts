/**
 * The browser's own QR reading (decision 0040): `BarcodeDetector` on frames of the camera from
 * `getUserMedia`. Not every browser has them (Safari and Firefox lack the detector): the bind page then
 * offers typing alone.
 */

interface DetectedCode {
  rawValue: string;
}

interface QrDetector {
  detect: (source: HTMLVideoElement) => Promise<DetectedCode[]>;
}

interface QrDetectorClass {
  new (options?: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = () => (window as unknown as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector;

/** Whether this browser can read QR codes from the camera. */
export async function canScanQr(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code');
  } catch {
    return false;
  }
}

/** Why the camera gives no picture: the user (or a policy) refused it, or there is none to open. */
export type CameraFailure = 'denied' | 'unavailable';

const failureOf = (error: unknown): CameraFailure =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? 'denied'
    : 'unavailable';

/** How often a frame is read while the camera is on. */
const FRAME_MS = 250;

interface Scan {
  /** each text a QR code on screen carries; true stops the scan (it was the one wanted) */
  onText: (text: string) => boolean;
  onFailure: (failure: CameraFailure) => void;
}

/**
 * Shows the back camera in `video` and reads QR codes off it until `onText` takes one. Returns the stop
 * (the camera's light goes out).
 */
export function scanQr(video: HTMLVideoElement, { onText, onFailure }: Scan): () => void {
  const Detector = detectorClass();
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: number | undefined;
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  if (!Detector) {
    onFailure('unavailable');
    return stop;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  const read = async () => {
    if (stopped) return;
    try {
      const codes = await detector.detect(video);
      if (!stopped && codes.some((code) => onText(code.rawValue))) {
        stop();
        return;
      }
    } catch {
      // No frame yet (the video is starting): the next one is read.
    }
    if (!stopped) timer = window.setTimeout(() => void read(), FRAME_MS);
  };
  navigator.mediaDevices
    .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
    .then(async (media) => {
      if (stopped) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = media;
      video.srcObject = media;
      await video.play().catch(() => undefined);
      void read();
    })
    .catch((error: unknown) => {
      if (!stopped) onFailure(failureOf(error));
    });
  return stop;
}
