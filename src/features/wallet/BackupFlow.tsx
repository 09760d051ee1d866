import { useState } from 'react';
import { Button } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useWalletStore } from '../../stores/wallet';
import { toast } from '../../ui/state/toast';
import { copySecret } from '../../lib/clipboard';
import { makeQuiz, quizPassed, type QuizQuestion } from './phraseQuiz';
import '../../ui/layout/panel.css';
import './BackupFlow.css';
import './wallet.css';

type Step = 'hidden' | 'shown' | 'quiz' | 'done';

/**
 * The backup of a recovery phrase (decision 0037): hidden until revealed under a warning, the twelve words
 * numbered, a copy that is cleared a minute later, then three words to pick at random positions. Passing
 * deletes the phrase kept on this device; leaving before keeps it (and the reminder on the wallet home).
 */
export function BackupFlow({
  walletId,
  words,
  onDone,
}: {
  walletId: number;
  words: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const dropPendingBackup = useWalletStore((state) => state.dropPendingBackup);
  const [step, setStep] = useState<Step>('hidden');

  if (step === 'hidden') {
    return (
      <section className="card wallet-backup" aria-label={t('wallet.backup.title')}>
        <h2 className="panel-heading">{t('wallet.backup.title')}</h2>
        <PhraseWarning />
        <Button block color="primary" onClick={() => setStep('shown')}>
          {t('wallet.backup.reveal')}
        </Button>
      </section>
    );
  }
  if (step === 'shown') {
    const copy = () =>
      void copySecret(words.join(' ')).then((done) =>
        toast(done ? t('wallet.backup.copied') : t('wallet.common.copyFailed'), done ? 'success' : 'fail'),
      );
    return (
      <section className="card wallet-backup" aria-label={t('wallet.backup.title')}>
        <h2 className="panel-heading">{t('wallet.backup.title')}</h2>
        <p className="panel-note">{t('wallet.backup.writeDown')}</p>
        <ol className="wallet-words" aria-label={t('wallet.backup.phrase')}>
          {words.map((word, index) => (
            <li key={index} className="wallet-word">
              <span className="wallet-word-number">{index + 1}</span>
              <span className="wallet-word-text">{word}</span>
            </li>
          ))}
        </ol>
        <div className="panel-actions">
          <Button block fill="outline" color="primary" onClick={copy}>
            {t('wallet.backup.copy')}
          </Button>
          <Button block color="primary" onClick={() => setStep('quiz')}>
            {t('wallet.backup.written')}
          </Button>
        </div>
      </section>
    );
  }
  if (step === 'quiz') {
    return (
      <PhraseQuiz
        words={words}
        onPass={() => {
          dropPendingBackup(walletId);
          setStep('done');
        }}
      />
    );
  }
  return (
    <section className="card wallet-backup wallet-done" aria-label={t('wallet.backup.doneTitle')}>
      <h2 className="panel-heading">{t('wallet.backup.doneTitle')}</h2>
      <p className="panel-note">{t('wallet.backup.doneText')}</p>
      <Button block color="primary" onClick={onDone}>
        {t('wallet.backup.toWallet')}
      </Button>
    </section>
  );
}

function PhraseWarning() {
  const { t } = useTranslation();
  return (
    <div className="wallet-warning" role="note">
      <ExclamationTriangleOutline className="wallet-warning-icon" />
      <ul>
        <li>{t('wallet.backup.warnOwner')}</li>
        <li>{t('wallet.backup.warnStaff')}</li>
        <li>{t('wallet.backup.warnPaper')}</li>
      </ul>
    </div>
  );
}

/** Three words to pick; a wrong one says so and asks again at new positions. */
function PhraseQuiz({ words, onPass }: { words: string[]; onPass: () => void }) {
  const { t } = useTranslation();
  const [quiz, setQuiz] = useState<QuizQuestion[]>(() => makeQuiz(words));
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [failed, setFailed] = useState(false);
  const complete = quiz.every((question) => answers[question.position] !== undefined);

  const check = () => {
    if (quizPassed(words, quiz, answers)) {
      onPass();
      return;
    }
    setFailed(true);
    setAnswers({});
    setQuiz(makeQuiz(words));
  };

  return (
    <section className="card wallet-backup" aria-label={t('wallet.backup.quizTitle')}>
      <h2 className="panel-heading">{t('wallet.backup.quizTitle')}</h2>
      <p className="panel-note">{t('wallet.backup.quizText')}</p>
      {failed ? (
        <p className="panel-error" role="alert">
          {t('wallet.backup.quizWrong')}
        </p>
      ) : null}
      {quiz.map((question) => (
        <QuizQuestionView
          key={`${question.position}-${question.choices.join()}`}
          question={question}
          picked={answers[question.position]}
          onPick={(word) => setAnswers((current) => ({ ...current, [question.position]: word }))}
        />
      ))}
      <Button block color="primary" disabled={!complete} onClick={check}>
        {t('wallet.backup.check')}
      </Button>
    </section>
  );
}

function QuizQuestionView({
  question,
  picked,
  onPick,
}: {
  question: QuizQuestion;
  picked: string | undefined;
  onPick: (word: string) => void;
}) {
  const { t } = useTranslation();
  const label = t('wallet.backup.wordNumber', { number: question.position + 1 });
  return (
    <fieldset className="wallet-quiz">
      <legend className="wallet-quiz-label">{label}</legend>
      <div role="radiogroup" aria-label={label} className="wallet-quiz-choices">
        {question.choices.map((word) => (
          <label key={word} className={`wallet-quiz-choice ${picked === word ? 'is-picked' : ''}`}>
            <input
              type="radio"
              className="wallet-quiz-input"
              name={`word-${question.position}`}
              value={word}
              checked={picked === word}
              onChange={() => onPick(word)}
            />
            <span>{word}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
