import { useCallback, useRef, useState } from 'react';
import { Button, ImageUploader, ProgressBar, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { resizeImage } from '../../lib/resizeImage';
import { toast } from '../state/toast';
import './PictureUploader.css';

/** The server takes at most 9 pictures with a review or a feedback. */
export const MAX_PICTURES = 9;

interface PictureUploaderProps {
  value?: ImageUploadItem[];
  onChange?: (items: ImageUploadItem[]) => void;
  /** true while any picture is still on its way up */
  onBusyChange: (busy: boolean) => void;
  /**
   * sends one picture (the api's `upload`), reporting its progress in percent; `signal` cancels it
   */
  upload: (
    picture: Blob,
    name: string,
    onProgress: (percent: number) => void,
    options: { signal: AbortSignal },
  ) => Promise<{ url: string }>;
  /** at most this many pictures (9 by default) */
  max?: number;
}

/** Each upload's progress in percent, by upload; the bar shows their average. */
function useUploadProgress() {
  const [progress, setProgress] = useState<Record<number, number>>({});
  const next = useRef(0);
  const track = useCallback(async <T,>(work: (report: (percent: number) => void) => Promise<T>) => {
    const id = next.current++;
    const report = (percent: number) => setProgress((all) => (id in all ? { ...all, [id]: percent } : all));
    setProgress((all) => ({ ...all, [id]: 0 }));
    try {
      return await work(report);
    } finally {
      setProgress(({ [id]: _done, ...rest }) => rest);
    }
  }, []);
  const reset = useCallback(() => setProgress({}), []);
  const values = Object.values(progress);
  const average = values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
  return { track, reset, average };
}

/** A promise that never settles: a cancelled upload neither fails nor succeeds (its tile is gone). */
const never = () => new Promise<never>(() => undefined);

/**
 * Up to nine pictures, each resized in the browser, then uploaded with its progress shown; the uploads on
 * their way can be cancelled. A choice of more pictures than there is room for is refused whole (nothing is
 * uploaded). A form field (value/onChange). Its strings are in the `upload` area: pages using it load that
 * area.
 */
export function PictureUploader({
  value,
  onChange,
  onBusyChange,
  upload,
  max = MAX_PICTURES,
}: PictureUploaderProps) {
  const { t } = useTranslation();
  const { track, reset, average } = useUploadProgress();
  // The uploader's own queue: pictures picked but not yet in `value` (on their way, or failed).
  const queued = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  // A new uploader after a cancel: the kit's queue of the cancelled uploads goes with the old one.
  const [generation, setGeneration] = useState(0);

  const send = async (file: File): Promise<ImageUploadItem> => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      return await track(async (report) => {
        const picture = await resizeImage(file);
        const { url } = await upload(picture, picture.name, report, { signal: controller.signal });
        return { url };
      });
    } catch (error) {
      if (controller.signal.aborted) return never();
      throw error;
    } finally {
      controllers.current.delete(controller);
    }
  };

  const cancel = () => {
    for (const controller of controllers.current) controller.abort();
    controllers.current.clear();
    reset();
    setGeneration((n) => n + 1);
    onBusyChange(false);
  };

  // Called for each picked file with all of them: too many together and none is taken.
  const admit = (file: File, files: File[]) => {
    if ((value?.length ?? 0) + queued.current + files.length <= max) return file;
    if (file === files[0]) toast(t('upload.tooMany', { count: max }));
    return null;
  };

  return (
    <div className="picture-uploader">
      <ImageUploader
        key={generation}
        value={value}
        onChange={onChange}
        upload={send}
        beforeUpload={admit}
        accept="image/*"
        multiple
        maxCount={max}
        onCountExceed={() => toast(t('upload.tooMany', { count: max }))}
        onUploadQueueChange={(tasks) => {
          queued.current = tasks.length;
          onBusyChange(tasks.some((task) => task.status === 'pending'));
        }}
      />
      {average !== null ? (
        <div className="picture-progress" role="status">
          <ProgressBar percent={average} />
          <span className="picture-progress-line">
            <span>{t('upload.progress', { percent: average })}</span>
            <Button size="mini" fill="outline" onClick={cancel}>
              {t('upload.cancel')}
            </Button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
