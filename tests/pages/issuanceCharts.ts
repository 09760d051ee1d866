/**
 * The chart library, recorded for the issuance pages' tests: what each series was given. Call
 * `vi.mock('lightweight-charts', () => chartLibrary)` after `import { chartLibrary } from './issuanceCharts'`,
 * as tests/pages/walletChart.test.tsx records it.
 */
export interface RecordedChart {
  series: { kind: string; data: { time: number; value: number }[] }[];
}

export const charts = { created: [] as RecordedChart[] };

export const lastChart = () => charts.created.at(-1);

export const chartLibrary = {
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createChart: () => {
    const chart: RecordedChart = { series: [] };
    charts.created.push(chart);
    return {
      addSeries: (kind: string) => {
        const series = { kind, data: [] as { time: number; value: number }[] };
        chart.series.push(series);
        return { setData: (data: { time: number; value: number }[]) => (series.data = data) };
      },
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => undefined,
    };
  },
};
