import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { upload } from '../../api/account/account';
import { MAX_PROOF_VIDEO_BYTES, MAX_PROOF_VIDEO_SECONDS } from '../../api/tasks/task';
import { videoDuration } from '../../lib/videoDuration';

const MB = MAX_PROOF_VIDEO_BYTES / (1024 * 1024);

type VideoState =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; name: string };

interface ProofVideoProps {
  /** the uploaded video's URL, or '' */
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * One video as a task's proof: its size (20 MB) and length (60 s, read from its metadata) are checked
 * before anything is uploaded; the upload shows its progress and can be cancelled.
 */
export function ProofVideo({ onChange, onBusyChange }: ProofVideoProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<VideoState>({ kind: 'none' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const refuse = (message: string) => setState({ kind: 'refused', message });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onChange('');
    if (file.size > MAX_PROOF_VIDEO_BYTES) return refuse(t('task.videoTooLarge', { mb: MB }));
    let seconds: number;
    try {
      seconds = await videoDuration(file);
    } catch {
      return refuse(t('task.videoUnreadable'));
    }
    if (seconds > MAX_PROOF_VIDEO_SECONDS)
      return refuse(t('task.videoTooLong', { seconds: Math.ceil(seconds), max: MAX_PROOF_VIDEO_SECONDS }));

    const controller = new AbortController();
    current.current = controller;
    setState({ kind: 'uploading', percent: 0 });
    onBusyChange(true);
    const report = (percent: number) => {
      if (current.current === controller) setState({ kind: 'uploading', percent });
    };
    try {
      const { url } = await upload(file, file.name, report, { signal: controller.signal });
      if (current.current !== controller) return;
      setState({ kind: 'done', name: file.name });
      onChange(url);
    } catch {
      // Cancelled, or refused (the client has said why): nothing to send.
      if (current.current === controller) setState({ kind: 'none' });
    } finally {
      if (current.current === controller) {
        current.current = null;
        onBusyChange(false);
      }
    }
  };

  const clear = () => {
    current.current?.abort();
    current.current = null;
    setState({ kind: 'none' });
    onChange('');
    onBusyChange(false);
  };

  return (
    <div className="task-video">
      {state.kind === 'uploading' ? (
        <div className="picture-progress" role="status">
          <ProgressBar percent={state.percent} />
          <span className="picture-progress-line">
            <span>{t('task.videoProgress', { percent: state.percent })}</span>
            <Button size="mini" fill="outline" onClick={clear}>
              {t('task.cancel')}
            </Button>
          </span>
        </div>
      ) : state.kind === 'done' ? (
        <p className="task-video-done" role="status">
          <span>
            {t('task.videoReady')}: {state.name}
          </span>
          <Button size="mini" fill="outline" onClick={clear}>
            {t('task.remove')}
          </Button>
        </p>
      ) : (
        <label className="task-video-pick">
          <input type="file" accept="video/*" className="task-video-input" onChange={(e) => void pick(e)} />
          <span>{t('task.pickVideo')}</span>
        </label>
      )}
      {state.kind === 'refused' ? (
        <p className="task-refused" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
