import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { kefuPages, type KefuMessage, type KefuOrder } from '../../api/messages/kefu';
import { useKefuLive } from '../../socket/useKefuLive';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { PageShell } from '../../ui/layout/PageShell';
import { useKeyboardInset } from '../../ui/layout/useKeyboardInset';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { OrderPickerSheet } from './OrderPickerSheet';
import { SupportWelcome } from './SupportWelcome';
import { useChatOutbox } from './useChatOutbox';
import { useMarkBoxRead } from '../messages';
import { useChatScroll } from './useChatScroll';
import './supportChat.css';

/**
 * `/pages/message/service`: the chat with customer support. It opens on support's welcome with the common
 * questions; history newest at the bottom (older pages load on scrolling up), a text, a picture or one of the
 * user's orders sent with how it stands, support's replies arriving live.
 */
export default function SupportChat() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(kefuPages());
  const { outbox, sendText, sendPicture, sendOrder, retry } = useChatOutbox();
  const [picking, setPicking] = useState(false);
  useKefuLive();
  useMarkBoxRead('kefu');
  useKeyboardInset();

  // Oldest first, each message once (pages are fixed by offset: a page read after new messages came overlaps).
  const messages = useMemo(() => {
    const byId = new Map<number, KefuMessage>();
    for (const page of query.data?.pages ?? [])
      for (const message of page?.list ?? []) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [query.data]);
  const lastOwn = messages.filter((message) => message.from === 'user').at(-1)?.id;
  const { scroller, onScroll, top, follow } = useChatScroll(
    query,
    `${messages.at(-1)?.id ?? 0}:${outbox.length}`,
  );
  // A question or an order sent from higher up still scrolls the chat down to it.
  const ask = (question: string) => {
    follow();
    sendText(question);
  };
  const pick = (order: KefuOrder) => {
    setPicking(false);
    follow();
    sendOrder(order);
  };

  const body = () => {
    if (query.isError && !query.data)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    if (!query.data) return <Loading />;
    return (
      <>
        <div ref={top} className="chat-older">
          {query.isFetchingNextPage ? <DotLoading color="primary" /> : null}
        </div>
        {!query.hasNextPage ? <SupportWelcome onAsk={ask} onOrder={() => setPicking(true)} /> : null}
        <ol className="chat-log" aria-label={t('message.box.kefu')}>
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              from={message.from}
              type={message.type}
              content={message.content}
              order={message.order}
              time={message.create_time}
              state={message.id === lastOwn && outbox.length === 0 ? 'sent' : undefined}
            />
          ))}
          {outbox.map((item) => (
            <ChatBubble
              key={item.clientId}
              from="user"
              type={item.type}
              content={item.type === 'image' ? (item.preview ?? item.content) : item.content}
              order={item.order}
              state={item.status}
              progress={item.progress}
              onRetry={() => retry(item.clientId)}
            />
          ))}
        </ol>
      </>
    );
  };

  return (
    <PageShell
      screen
      footer={<ChatComposer onText={sendText} onPicture={sendPicture} onOrder={() => setPicking(true)} />}
    >
      <div ref={scroller} className="chat-scroller" onScroll={onScroll}>
        {body()}
      </div>
      <OrderPickerSheet visible={picking} onClose={() => setPicking(false)} onPick={pick} />
    </PageShell>
  );
}
