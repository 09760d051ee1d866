import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cssToken } from '../../lib/theme';
import { formatCompact, money, type MoneyLike } from '../../lib/money';
import './chart.css';

/** The colour tokens a series may be drawn in. */
export type ChartColour =
  '--qc-color-primary' | '--qc-color-info' | '--qc-color-success' | '--qc-color-warning';

export interface ChartPoint {
  /** epoch milliseconds (a day's start for daily figures) */
  time: number;
  value: MoneyLike;
}

export interface ChartSeries {
  kind: 'line' | 'bars';
  /** its name in the legend */
  label: string;
  colour: ChartColour;
  /** in any order; one point per time */
  points: readonly ChartPoint[];
  /** drawn in the lower third on a scale of its own (bars under a line) */
  lower?: boolean;
}

interface Colours {
  text: string;
  grid: string;
}

const readColours = (): Colours => ({
  text: cssToken('--qc-color-text-muted'),
  grid: cssToken('--qc-color-divider'),
});

/** The tokens' colours now, read again when the system switches between light and dark. */
function useThemeVersion() {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const dark =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const update = () => setVersion((v) => v + 1);
    dark?.addEventListener('change', update);
    return () => dark?.removeEventListener('change', update);
  }, []);
  return version;
}

/** A point as the library takes it: seconds, oldest first; the value as a number (a drawing, not a figure). */
const toChart = (points: readonly ChartPoint[]) =>
  [...points]
    .sort((a, b) => a.time - b.time)
    .map((point) => ({ time: Math.floor(point.time / 1000) as never, value: money(point.value).toNumber() }));

/**
 * Figures over time: lines and bars, with a legend. The chart library (lightweight-charts, decision 0038) is
 * loaded when the chart is shown, never with the page; a vertical swipe on the chart scrolls the page and a
 * pinch does not zoom it. Exact figures belong next to the chart as text: this is the picture of them.
 */
export function TimeChart({ series, label }: { series: readonly ChartSeries[]; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const box = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let remove = () => {};
    const colours = readColours();
    import('lightweight-charts')
      .then(({ createChart, LineSeries, HistogramSeries }) => {
        if (disposed) return;
        const chart = createChart(element, {
          autoSize: true,
          layout: { background: { color: 'transparent' }, textColor: colours.text, attributionLogo: false },
          grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
          // the scale's figures in the language's digits, large ones short (29.83M): the axis stays narrow
          localization: { locale, priceFormatter: (value: number) => formatCompact(value, locale) },
          handleScroll: { vertTouchDrag: false },
          handleScale: { pinch: false },
          // with bars in the lower part, the other series stay above them
          rightPriceScale: {
            borderVisible: false,
            scaleMargins: { top: 0.1, bottom: series.some((one) => one.lower) ? 0.35 : 0.05 },
          },
          timeScale: { borderVisible: false },
        });
        series.forEach((one, index) => {
          const colour = cssToken(one.colour);
          // a lower series has no value label of its own on the price scale (it would cover the other's)
          const scale = one.lower
            ? { priceScaleId: `lower-${index}`, lastValueVisible: false, priceLineVisible: false }
            : {};
          const drawn =
            one.kind === 'line'
              ? chart.addSeries(LineSeries, { color: colour, lineWidth: 2, ...scale })
              : chart.addSeries(HistogramSeries, { color: colour, ...scale });
          if (one.lower)
            chart.priceScale(`lower-${index}`).applyOptions({ scaleMargins: { top: 0.7, bottom: 0 } });
          drawn.setData(toChart(one.points));
        });
        chart.timeScale().fitContent();
        remove = () => chart.remove();
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      remove();
    };
  }, [series, themeVersion, locale]);

  if (failed) return <p className="qc-chart-error">{t('common.chartFailed')}</p>;
  return (
    <figure className="qc-chart" aria-label={label}>
      <div ref={box} className="qc-chart-box" data-testid="time-chart" />
      <figcaption className="qc-chart-legend">
        {series.map((one) => (
          <span
            key={one.label}
            className={`qc-chart-key is-${one.kind}`}
            style={{ '--chart-key': `var(${one.colour})` } as React.CSSProperties}
          >
            {one.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
