import { useState } from 'react';
import type { ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { upload } from '../../api/account/account';
import {
  MAX_PROOF_PICTURES,
  MAX_PROOF_VIDEO_BYTES,
  MAX_PROOF_VIDEO_SECONDS,
  useSubmitTaskMutation,
  type Task,
} from '../../api/tasks/task';
import { PictureUploader } from '../../ui/form/PictureUploader';
import { SendButton } from '../../ui/money/SendButton';
import { ProofVideo } from './ProofVideo';

/**
 * A daily task's proof: 1–9 screenshots or one video, per the task. Submit waits until every upload is done
 * and the count is right; the task then waits for review.
 */
export function ProofForm({ task }: { task: Task }) {
  const { t } = useTranslation();
  const submit = useSubmitTaskMutation();
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [video, setVideo] = useState('');
  const [busy, setBusy] = useState(false);
  const isVideo = task.proof_type === 'video';
  const ready =
    !busy && (isVideo ? video !== '' : pictures.length >= 1 && pictures.length <= MAX_PROOF_PICTURES);

  const send = () =>
    submit.mutateAsync(
      isVideo
        ? { id: task.id, images: [], video }
        : { id: task.id, images: pictures.map((item) => item.url) },
    );

  return (
    <section className="task-panel" aria-labelledby="task-proof">
      <h3 id="task-proof" className="task-subheading">
        {t('task.sendProof')}
      </h3>
      <p className="task-hint">
        {isVideo
          ? t('task.video', { seconds: MAX_PROOF_VIDEO_SECONDS, mb: MAX_PROOF_VIDEO_BYTES / (1024 * 1024) })
          : t('task.pictures', { max: MAX_PROOF_PICTURES })}
      </p>
      {isVideo ? (
        <ProofVideo onChange={setVideo} onBusyChange={setBusy} />
      ) : (
        <PictureUploader
          value={pictures}
          onChange={setPictures}
          onBusyChange={setBusy}
          upload={upload}
          max={MAX_PROOF_PICTURES}
        />
      )}
      <div className="task-submit">
        <SendButton block color="primary" size="large" shape="rounded" disabled={!ready} onSend={send}>
          {task.status === 4 ? t('task.submitAgain') : t('task.submit')}
        </SendButton>
      </div>
    </section>
  );
}
