import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuanceDay } from '../../../api/wallet';
import { cssToken } from '../../../lib/theme';

interface Colours {
  text: string;
  grid: string;
  line: string;
  bars: string;
}

const readColours = (): Colours => ({
  text: cssToken('--qc-color-text-muted'),
  grid: cssToken('--qc-color-divider'),
  line: cssToken('--qc-color-primary'),
  bars: cssToken('--qc-color-accent'),
});

/** The tokens' colours now, read again when the system switches between light and dark. */
function useTokenColours() {
  const [colours, setColours] = useState<Colours>(readColours);
  useEffect(() => {
    const dark =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const update = () => setColours(readColours());
    dark?.addEventListener('change', update);
    return () => dark?.removeEventListener('change', update);
  }, []);
  return colours;
}

/** A day as the chart counts it: seconds. */
const dayOf = (row: IssuanceDay) => Math.floor(row.date / 1000);

/**
 * QC's price (a line) and the QC issued each day (bars below it), oldest on the left. The chart library is
 * loaded with this page only; a vertical swipe on the chart scrolls the page.
 */
export function IssuanceChart({ days }: { days: IssuanceDay[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const colours = useTokenColours();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let remove = () => {};
    const oldestFirst = [...days].reverse();
    import('lightweight-charts')
      .then(({ createChart, LineSeries, HistogramSeries }) => {
        if (disposed) return;
        const chart = createChart(element, {
          autoSize: true,
          layout: { background: { color: 'transparent' }, textColor: colours.text, attributionLogo: false },
          grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
          handleScroll: { vertTouchDrag: false },
          handleScale: { pinch: false },
          // the price above, the day's issuance as bars in the lower part: they do not cross
          rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.1, bottom: 0.35 } },
          timeScale: { borderVisible: false },
        });
        const price = chart.addSeries(LineSeries, { color: colours.line, lineWidth: 2 });
        price.setData(
          oldestFirst.map((row) => ({ time: dayOf(row) as never, value: Number(row.price_usdt) })),
        );
        const added = chart.addSeries(HistogramSeries, {
          color: colours.bars,
          priceScaleId: 'added',
          lastValueVisible: false,
          priceLineVisible: false,
        });
        chart.priceScale('added').applyOptions({ scaleMargins: { top: 0.7, bottom: 0 } });
        added.setData(oldestFirst.map((row) => ({ time: dayOf(row) as never, value: Number(row.added) })));
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
  }, [days, colours]);

  if (failed) return <p className="wallet-error">{t('wallet.chart.chartFailed')}</p>;
  return (
    <figure className="wallet-chart">
      <div ref={box} className="wallet-chart-box" data-testid="issuance-chart" />
      <figcaption className="wallet-chart-legend">
        <span className="wallet-legend-line">{t('wallet.chart.price')}</span>
        <span className="wallet-legend-bars">{t('wallet.chart.added')}</span>
      </figcaption>
    </figure>
  );
}
