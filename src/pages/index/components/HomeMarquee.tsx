import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scrollQuery, type ScrollEntry } from '../../../api/treasure';
import { DataView } from '../../../ui/DataView';
import { LineIcon } from '../../../ui/LineIcon';

/** Seconds per character: a steady reading speed however many entries there are. */
const SECONDS_PER_CHAR = 0.22;

/**
 * The hall's ticker of recent wins and purchases: a CSS marquee (the kit's NoticeBar ships two large
 * icons the first screen cannot afford).
 */
export function HomeMarquee() {
  const { t } = useTranslation();
  const query = useQuery(scrollQuery());
  const line = (entry: ScrollEntry) =>
    t(entry.kind === 'win' ? 'home.won' : 'home.bought', { name: entry.nickName, goods: entry.goodsName });

  return (
    <section className="home-marquee" aria-label={t('home.news')}>
      <DataView query={query}>
        {(entries) => {
          const lines = entries.map(line);
          const length = lines.reduce((sum, text) => sum + text.length, 0);
          return (
            <div className="marquee">
              <LineIcon name="sound" />
              {lines.length === 0 ? (
                <span className="marquee-empty">{t('home.noNews')}</span>
              ) : (
                <div className="marquee-track">
                  <p
                    className="marquee-text"
                    style={{ animationDuration: `${Math.max(8, length * SECONDS_PER_CHAR)}s` }}
                  >
                    {lines.map((text, index) => (
                      <span key={index}>{text}</span>
                    ))}
                  </p>
                </div>
              )}
            </div>
          );
        }}
      </DataView>
    </section>
  );
}
