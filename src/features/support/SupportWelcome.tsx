import { useQuery } from '@tanstack/react-query';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { helpTopicsQuery } from '../../api/config';
import { useSettings } from '../../stores/settings';
import { LineIcon } from '../../ui/display/LineIcon';
import { SkeletonLine } from '../../ui/state/Skeletons';
import { HelpTopicItem } from './HelpTopicItem';
import './SupportWelcome.css';

/** How many question rows stand in while the questions load. */
const LOADING_ROWS = 5;

/** The common questions, from the site's help in the user's language: loading, failed with a retry, or listed. */
function HelpTopics({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.lang.value);
  const topics = useQuery(helpTopicsQuery(lang));
  if (topics.isPending)
    return (
      <div className="help-loading" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <SkeletonLine key={index} className="help-skeleton" />
        ))}
      </div>
    );
  if (topics.isError)
    return (
      <p className="help-failed">
        {t('message.welcome.failed')}
        <button type="button" className="chat-retry" onClick={() => void topics.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  // A server without help content: the greeting alone, and the user writes.
  if (topics.data.length === 0) return null;
  return (
    <>
      <h3 className="help-title">{t('message.welcome.questions')}</h3>
      <ul className="help-topics" aria-label={t('message.welcome.questions')}>
        {topics.data.map((topic) => (
          <HelpTopicItem key={topic.id} topic={topic} onAsk={onAsk} />
        ))}
      </ul>
    </>
  );
}

/**
 * Support's welcome at the start of the conversation, in the style of a shop's service chat: who answers, a
 * greeting, and the common questions with their answers.
 */
export function SupportWelcome({
  onAsk,
  onOrder,
}: {
  onAsk: (question: string) => void;
  onOrder: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="chat-welcome" aria-labelledby="chat-welcome-title">
      <header className="chat-welcome-head">
        <span className="chat-welcome-avatar" aria-hidden>
          <LineIcon name="message" />
        </span>
        <div>
          <h2 id="chat-welcome-title">{t('message.welcome.title')}</h2>
          <p className="chat-welcome-note">{t('message.welcome.note')}</p>
        </div>
      </header>
      <p className="chat-welcome-text">{t('message.welcome.greeting')}</p>
      <button type="button" className="chat-welcome-order" aria-haspopup="dialog" onClick={onOrder}>
        <ShopbagOutline aria-hidden />
        {t('message.welcome.aboutOrder')}
      </button>
      <HelpTopics onAsk={onAsk} />
    </section>
  );
}
