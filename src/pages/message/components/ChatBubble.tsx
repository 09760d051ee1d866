import { useTranslation } from 'react-i18next';
import type { KefuContentType, KefuSender } from '../../../api/kefu';
import { useFormat } from '../../../ui/useFormat';

interface ChatBubbleProps {
  from: KefuSender;
  type: KefuContentType;
  /** text (shown as text, never as markup) or a picture's URL */
  content: string;
  time?: number;
  /** the user's own messages: where they stand */
  state?: 'sending' | 'sent' | 'failed';
  /** upload progress of a picture on its way, in percent */
  progress?: number;
  onRetry?: () => void;
}

/** One message of the support chat: the user's on the right with how it stands, support's on the left. */
export function ChatBubble({ from, type, content, time, state, progress, onRetry }: ChatBubbleProps) {
  const { t } = useTranslation();
  const text = useFormat();
  const mine = from === 'user';
  return (
    <li className={mine ? 'chat-item mine' : 'chat-item'}>
      <span className="visually-hidden">{mine ? t('message.chat.you') : t('message.chat.staff')}</span>
      <div className={`chat-bubble ${type === 'image' ? 'picture' : ''}`}>
        {type === 'image' ? (
          content ? (
            <img className="chat-picture" src={content} alt={t('message.chat.picture')} />
          ) : null
        ) : (
          <p className="chat-text">{content}</p>
        )}
      </div>
      <div className="chat-meta">
        {time ? <time>{text.clock(time)}</time> : null}
        {state === 'sending' ? (
          <span role="status">
            {progress !== undefined && type === 'image'
              ? t('message.chat.uploading', { percent: progress })
              : t('message.chat.sending')}
          </span>
        ) : null}
        {state === 'sent' ? <span>{t('message.chat.sent')}</span> : null}
        {state === 'failed' ? (
          <>
            <span className="chat-failed">{t('message.chat.failed')}</span>
            <button type="button" className="chat-retry" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
