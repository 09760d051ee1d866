import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMiningSessionRefresh, useStartMiningMutation, type MiningPage } from '../../api/mining/mining';
import { durationOf } from '../../lib/format';
import { formatRate } from '../../lib/money';
import { msUntil } from '../../lib/serverClock';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { useServerNow } from '../../ui/hooks/useServerNow';
import { sessionIncomeText, weightText } from './miningFormat';
import '../../ui/layout/panel.css';

const two = (n: number) => String(n).padStart(2, '0');

/** The session: idle with Start, or running with its countdown (the server's clock) and its income. */
export function SessionCard({ page }: { page: MiningPage }) {
  const { t, i18n } = useTranslation();
  const running = page.status === 1 && page.ends_at !== null;
  const onEnd = useSessionEnd(running);
  const speed = t('mining.session.speedLine', {
    base: formatRate(page.base_speed, i18n.language),
    weight: weightText(page.weight, i18n.language),
    speed: formatRate(page.speed, i18n.language),
  });

  return (
    <section className="card panel-hero mining-hero" aria-label={t('mining.session.title')}>
      <div className="mining-hero-top">
        <h2 className="mining-hero-title">{t('mining.session.title')}</h2>
        <span className={`mining-status ${running ? 'is-on' : ''}`}>
          {running ? t('mining.session.running') : t('mining.session.idle')}
        </span>
      </div>
      {running && page.ends_at !== null ? (
        <RunningSession page={page} endsAt={page.ends_at} onEnd={onEnd} />
      ) : (
        <p className="mining-hero-text">{t('mining.session.idleText')}</p>
      )}
      <p className="mining-speed" data-testid="mining-speed">
        {speed}
      </p>
      {running ? null : <StartButton />}
    </section>
  );
}

interface RunningSessionProps {
  page: MiningPage;
  endsAt: number;
  onEnd: (endsAt: number) => void;
}

function RunningSession({ page, endsAt, onEnd }: RunningSessionProps) {
  const { t, i18n } = useTranslation();
  const now = useServerNow();
  const left = msUntil(endsAt, now);
  const ended = left <= 0;
  useEffect(() => {
    if (ended) onEnd(endsAt);
  }, [ended, endsAt, onEnd]);
  const { hours, minutes, seconds } = durationOf(left);
  const days = Math.floor(left / 86_400_000) * 24;

  return (
    <>
      <p className="panel-hero-label">{t('mining.session.income')}</p>
      <p className="panel-hero-value" data-testid="session-income">
        {sessionIncomeText(page.session_income, i18n.language)}
      </p>
      <p className="mining-countdown">
        {ended ? (
          t('mining.session.ending')
        ) : (
          <>
            {t('mining.session.endsIn')}{' '}
            <span role="timer" className="mining-clock">
              {`${two(days + hours)}:${two(minutes)}:${two(seconds)}`}
            </span>
          </>
        )}
      </p>
      <p className="mining-hero-text">{t('mining.session.keepOpen')}</p>
    </>
  );
}

/**
 * A session's end: when its time is up on the server's clock the page is read again (once per session), and
 * when the page reads idle after running, whatever told it (the countdown, a refused beat, another device), the
 * income it paid is read.
 */
function useSessionEnd(running: boolean) {
  const refresh = useMiningSessionRefresh();
  const asked = useRef<number | null>(null);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) refresh.income();
    wasRunning.current = running;
  }, [running, refresh]);
  return useCallback(
    (endsAt: number) => {
      if (asked.current === endsAt) return;
      asked.current = endsAt;
      refresh.page();
    },
    [refresh],
  );
}

function StartButton() {
  const { t } = useTranslation();
  const start = useStartMiningMutation();
  const { run, sending } = useSendGuard(() => start.mutateAsync());
  return (
    <Button
      block
      className="mining-start button-on-brand"
      loading={sending}
      disabled={sending}
      onClick={() => void run()}
    >
      {t('mining.session.start')}
    </Button>
  );
}
