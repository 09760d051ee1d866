/**
 * The chart library (lightweight-charts), recorded for page tests: each chart's options and what each series
 * was given, and how many charts were removed. tests/setup.ts puts it in the library's place for every test;
 * a test file that reads it calls `beforeEach(resetCharts)`.
 */
export interface RecordedChart {
  options: Record<string, unknown>;
  series: { kind: string; data: { time: number; value: number }[] }[];
}

export const charts = { created: [] as RecordedChart[], removed: 0 };

export const lastChart = () => charts.created.at(-1);

export function resetCharts() {
  charts.created = [];
  charts.removed = 0;
}

export const chartLibrary = {
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createChart: (_element: HTMLElement, options: Record<string, unknown> = {}) => {
    const chart: RecordedChart = { options, series: [] };
    charts.created.push(chart);
    return {
      addSeries: (kind: string) => {
        const series = { kind, data: [] as { time: number; value: number }[] };
        chart.series.push(series);
        return { setData: (data: { time: number; value: number }[]) => (series.data = data) };
      },
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => {
        charts.removed += 1;
      },
    };
  },
};
