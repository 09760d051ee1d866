import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scrollQuery, type ScrollEntry } from '../../../api/draws/treasure';
import { DataView } from '../../../ui/state/DataView';
import { LineIcon } from '../../../ui/display/LineIcon';
import './HomeTicker.css';

/** How long each line stays before the next slides up. */
const STEP_MS = 3000;
/**
 * Lines drawn ahead of the one on screen. The server sends some twenty; laying them all out (names and goods in
 * several scripts) was a third of home's largest frame, 75 of ~220 ms of layout with the CPU slowed 4×.
 */
const LINES_AHEAD = 1;

/** The hall's ticker of recent wins and purchases: one line at a time, each sliding up after the other. */
export function HomeTicker() {
  const { t } = useTranslation();
  const query = useQuery(scrollQuery());
  return (
    <section className="home-ticker" aria-label={t('home.news')}>
      <DataView query={query} inline>
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
 * The track moves a line up every few seconds by setting a CSS variable. The list holds the lines shown so far
 * and the next (a screen reader reads those); each step adds the one after, so the first frame lays out two
 * lines, not all of them, and once every line is in, the ticker no longer re-renders. After the last line
 * comes a copy of the first, from which it jumps back without a transition.
 */
function TickerLines({ entries }: { entries: ScrollEntry[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const count = entries.length;
  const [drawn, setDrawn] = useState(1 + LINES_AHEAD);

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
      setDrawn((lines) => Math.max(lines, index + 1 + LINES_AHEAD));
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
        {entries.slice(0, drawn).map((entry, index) => (
          <li key={index}>{line(entry)}</li>
        ))}
        {first && count > 1 && drawn >= count ? <li aria-hidden>{line(first)}</li> : null}
      </ul>
    </div>
  );
}
