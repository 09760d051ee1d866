import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scrollQuery, type ScrollEntry } from '../../../api/draws/treasure';
import { DataView } from '../../../ui/state/DataView';
import { LineIcon } from '../../../ui/display/LineIcon';
import './HomeTicker.css';

/** How long each line stays before the next slides up. */
const STEP_MS = 3000;

/** The hall's ticker of recent wins and purchases: one line at a time, each sliding up after the other. */
export function HomeTicker() {
  const { t } = useTranslation();
  const query = useQuery(scrollQuery());
  return (
    <section className="home-ticker" aria-label={t('home.news')}>
      <DataView query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <span className="ticker-empty">{t('home.noNews')}</span>
          ) : (
            <TickerLines entries={entries} />
          )
        }
      </DataView>
    </section>
  );
}

/**
 * Every entry is in the list (a screen reader reads them all); the track moves a line up every few seconds
 * by setting a CSS variable, not React state, so it never re-renders. After the last line comes a copy of
 * the first, from which it jumps back without a transition.
 */
function TickerLines({ entries }: { entries: ScrollEntry[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const count = entries.length;

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    let index = 0;
    const show = (line: number) => element.style.setProperty('--ticker-line', String(line));
    const timer = window.setInterval(() => {
      if (index === count) {
        element.classList.add('is-jumping');
        show(0);
        void element.offsetHeight;
        element.classList.remove('is-jumping');
        index = 0;
      }
      index += 1;
      show(index);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  const line = (entry: ScrollEntry) => (
    <>
      <span className={`ticker-icon is-${entry.kind}`}>
        <LineIcon name={entry.kind === 'win' ? 'trophy' : 'market'} />
      </span>
      <span className="ticker-text">
        {t(entry.kind === 'win' ? 'home.won' : 'home.bought', {
          name: entry.nickName,
          goods: entry.goodsName,
        })}
      </span>
    </>
  );
  const first = entries[0];
  return (
    <div className="ticker-window">
      <ul ref={track} className="ticker-track">
        {entries.map((entry, index) => (
          <li key={index}>{line(entry)}</li>
        ))}
        {first && count > 1 ? <li aria-hidden>{line(first)}</li> : null}
      </ul>
    </div>
  );
}
