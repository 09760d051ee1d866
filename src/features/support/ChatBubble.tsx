import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KefuContentType, KefuOrder, KefuSender } from '../../api/messages/kefu';
import { detailsPathOf } from '../../api/orders/rules/orderKinds';
import { useFormat } from '../../ui/hooks/useFormat';
import { OrderSummary } from './OrderSummary';
import './ChatBubble.css';

interface ChatBubbleProps {
  from: KefuSender;
  type: KefuContentType;
  /** text (shown as text, never as markup), a picture's URL or an order number */
  content: string;
  /** an order message's order */
  order?: KefuOrder;
  time?: number;
  /** the user's own messages: where they stand */
  state?: 'sending' | 'sent' | 'failed';
  /** upload progress of a picture on its way, in percent */
  progress?: number;
  onRetry?: () => void;
}

/** What a message shows: its picture, its order as a card that opens the order, or its text. */
function Content({ type, content, order }: Pick<ChatBubbleProps, 'type' | 'content' | 'order'>) {
  const { t } = useTranslation();
  if (type === 'image')
    return content ? <img className="chat-picture" src={content} alt={t('message.chat.picture')} /> : null;
  if (type === 'order' && order)
    return (
      <Link to={detailsPathOf(order.kind, order.id)} className="chat-order-link">
        <OrderSummary order={order} />
      </Link>
    );
  // An order the server sent without its card still names its number.
  return <p className="chat-text">{type === 'order' ? t('order.orderNo', { no: content }) : content}</p>;
}

/** One message of the support chat: the user's on the right with how it stands, support's on the left. */
export function ChatBubble({ from, type, content, order, time, state, progress, onRetry }: ChatBubbleProps) {
  const { t } = useTranslation();
  const text = useFormat();
  const mine = from === 'user';
  const kind = type === 'image' ? ' is-picture' : type === 'order' && order ? ' is-order' : '';
  return (
    <li className={mine ? 'chat-item is-mine' : 'chat-item'}>
      <span className="visually-hidden">{mine ? t('message.chat.you') : t('message.chat.staff')}</span>
      <div className={`chat-bubble${kind}`}>
        <Content type={type} content={content} order={order} />
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
