import { useTranslation } from 'react-i18next';
import type { Task } from '../../api/tasks/task';

/** The proof sent with the attempt: its pictures, or a link to its video. */
export function SentProof({ task }: { task: Pick<Task, 'images' | 'video'> }) {
  const { t } = useTranslation();
  if (task.images.length === 0 && !task.video) return null;
  return (
    <section className="task-panel task-sent">
      <h3 className="task-subheading">{t('task.sentProof')}</h3>
      {task.images.length ? (
        <ul className="task-sent-pictures">
          {task.images.map((url, index) => (
            <li key={`${index}-${url}`}>
              <img src={url} alt={`${t('task.sentProof')} ${index + 1}`} className="task-sent-picture" />
            </li>
          ))}
        </ul>
      ) : null}
      {task.video ? (
        <a href={task.video} target="_blank" rel="noreferrer noopener" className="task-sent-video">
          {t('task.sentVideo')}
        </a>
      ) : null}
    </section>
  );
}
