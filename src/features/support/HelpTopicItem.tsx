import { useId, useState } from 'react';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpTopic } from '../../api/config';
import { appLink } from '../../lib/route';
import './HelpTopicItem.css';

interface HelpTopicItemProps {
  topic: HelpTopic;
  /** sends the question to support as the user's message */
  onAsk: (question: string) => void;
}

/**
 * A common question: tapped, it opens its answer from the site's help, with the page it points to and a way to
 * put the question to support when the answer is not enough.
 */
export function HelpTopicItem({ topic, onAsk }: HelpTopicItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  // The server's link opens only when it is one of the app's pages.
  const path = topic.link ? appLink(topic.link.url) : undefined;
  return (
    <li className={open ? 'help-topic is-open' : 'help-topic'}>
      <button
        type="button"
        className="help-question"
        data-lines="2"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen(!open)}
      >
        <span>{topic.question}</span>
        <DownOutline className="help-chevron" aria-hidden />
      </button>
      {open ? (
        <div id={answerId} className="help-answer">
          <p>{topic.answer}</p>
          <div className="help-actions">
            {path && topic.link ? (
              <Link to={path} className="help-link">
                {topic.link.text}
              </Link>
            ) : null}
            <button type="button" className="help-ask" onClick={() => onAsk(topic.question)}>
              {t('message.welcome.ask')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
