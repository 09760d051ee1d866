import { useCallback, useRef, useState } from 'react';
import { ImageUploader, ProgressBar, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { resizeImage } from '../lib/resizeImage';
import { toast } from './toast';
import './PictureUploader.css';

/** The server takes at most 9 pictures with a review or a feedback. */
export const MAX_PICTURES = 9;

interface PictureUploaderProps {
  value?: ImageUploadItem[];
  onChange?: (items: ImageUploadItem[]) => void;
  /** true while any picture is still on its way up */
  onBusyChange: (busy: boolean) => void;
  /** sends one picture (the api's `upload`), reporting its progress in percent */
  upload: (picture: Blob, name: string, onProgress: (percent: number) => void) => Promise<{ url: string }>;
}

/** Each upload's progress in percent, by upload; the bar shows their average. */
function useUploadProgress() {
  const [progress, setProgress] = useState<Record<number, number>>({});
  const next = useRef(0);
  const track = useCallback(async <T,>(work: (report: (percent: number) => void) => Promise<T>) => {
    const id = next.current++;
    const report = (percent: number) => setProgress((all) => ({ ...all, [id]: percent }));
    report(0);
    try {
      return await work(report);
    } finally {
      setProgress(({ [id]: _done, ...rest }) => rest);
    }
  }, []);
  const values = Object.values(progress);
  const average = values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
  return { track, average };
}

/**
 * Up to nine pictures, each resized in the browser, then uploaded with its progress shown. A form field
 * (value/onChange). Its strings are in the `upload` area: pages using it load that area.
 */
export function PictureUploader({ value, onChange, onBusyChange, upload }: PictureUploaderProps) {
  const { t } = useTranslation();
  const { track, average } = useUploadProgress();

  const send = (file: File) =>
    track(async (report): Promise<ImageUploadItem> => {
      const picture = await resizeImage(file);
      const { url } = await upload(picture, picture.name, report);
      return { url };
    });

  return (
    <div className="picture-uploader">
      <ImageUploader
        value={value}
        onChange={onChange}
        upload={send}
        accept="image/*"
        multiple
        maxCount={MAX_PICTURES}
        onCountExceed={() => toast(t('upload.tooMany', { count: MAX_PICTURES }))}
        onUploadQueueChange={(tasks) => onBusyChange(tasks.some((task) => task.status === 'pending'))}
      />
      {average !== null ? (
        <div className="picture-progress" role="status">
          <ProgressBar percent={average} />
          <span>{t('upload.progress', { percent: average })}</span>
        </div>
      ) : null}
    </div>
  );
}
