// A chart over days (uPlot: canvas, ~20 kB compressed, loaded with this screen): bars of one series, or lines of
// several. The canvas is a picture for sighted users, named by its summary; the same figures are in the tables
// below it for everyone else (docs/decisions/analytics.md, "The screen").
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartWidth, CHART_HEIGHT, mountChart } from './mount-chart';

export type ChartSeries = { label: string; values: Array<number | null>; color: string };

type TimeChartProps = {
  days: string[]; series: ChartSeries[]; kind: 'bars' | 'lines'; summary: string; formatValue: (n: number) => string; locale: string;
  /** The legend's name of the day column. */
  dayLabel: string;
};

const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

export function TimeChart({ days, series, kind, summary, formatValue, locale, dayLabel }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || !days.length) return;
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const dateLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const options: Options = {
      width: chartWidth(element),
      height: CHART_HEIGHT,
      legend: { show: series.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => dateLabel.format(new Date(t * 1000))), stroke: '#475569', grid: { stroke: '#e2e8f0' } },
        { values: (_u, ticks) => ticks.map(formatValue), stroke: '#475569', grid: { stroke: '#e2e8f0' }, size: 70 },
      ],
      series: [
        { label: dayLabel, value: (_u, t) => (t === null ? '' : dateLabel.format(new Date(t * 1000))) },
        ...series.map((s) => ({
          label: s.label, stroke: s.color, width: kind === 'lines' ? 2 : 0, fill: kind === 'bars' ? s.color : undefined,
          paths: kind === 'bars' ? bars : undefined, spanGaps: false, points: { show: kind === 'lines' && days.length < 40 },
          value: (_u: uPlot, v: number | null) => (v === null ? '—' : formatValue(v)),
        })),
      ],
    };
    return mountChart(element, options, [days.map(dayTime), ...series.map((s) => s.values)] as AlignedData);
  }, [days, series, kind, formatValue, locale, dayLabel]);

  return <div ref={box} role="img" aria-label={summary} className="w-full overflow-hidden" />;
}
