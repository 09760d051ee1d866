import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { kefuPages, type KefuMessage } from '../../api/kefu';
import { useKefuLive } from '../../socket/useKefuLive';
import { Loading } from '../../ui/DataView';
import { ErrorState } from '../../ui/ErrorState';
import { PageShell } from '../../ui/PageShell';
import { useKeyboardInset } from '../../ui/useKeyboardInset';
import { ChatBubble } from './components/ChatBubble';
import { ChatComposer } from './components/ChatComposer';
import { useChatOutbox } from './components/useChatOutbox';
import { useMarkBoxRead } from './components/useMarkBoxRead';
import { useChatScroll } from './components/useChatScroll';
import './message.css';

/**
 * `/pages/message/service`: the chat with customer support. History newest at the bottom (older pages load on
 * scrolling up), a text or a picture sent with how it stands, support's replies arriving live.
 */
export default function ServicePage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(kefuPages());
  const { outbox, sendText, sendPicture, retry } = useChatOutbox();
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
  const { scroller, onScroll, top } = useChatScroll(query, `${messages.at(-1)?.id ?? 0}:${outbox.length}`);

  const body = () => {
    if (query.isError && !query.data)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    if (!query.data) return <Loading />;
    return (
      <>
        <div ref={top} className="chat-older">
          {query.isFetchingNextPage ? <DotLoading color="primary" /> : null}
          {!query.hasNextPage ? <p>{t('message.chat.start')}</p> : null}
        </div>
        <ol className="chat-log" aria-label={t('message.box.kefu')}>
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              from={message.from}
              type={message.type}
              content={message.content}
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
    <PageShell className="chat-body" footer={<ChatComposer onText={sendText} onPicture={sendPicture} />}>
      <div ref={scroller} className="chat-scroller" onScroll={onScroll}>
        {body()}
      </div>
    </PageShell>
  );
}
