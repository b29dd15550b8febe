// Bars per delivery service (uPlot, as the calculations' charts: docs/decisions/analytics.md "The screen"): two
// series side by side at each service, the first left of its mark, the second right. A picture named by its
// summary; the figures are in the tables below it.
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartWidth, CHART_HEIGHT, mountChart } from './mount-chart';
import type { ChartSeries } from './time-chart';

type ServiceBarsProps = {
  services: string[]; series: [ChartSeries, ChartSeries]; summary: string; formatValue: (n: number) => string;
  /** The legend's name of the service column. */
  serviceLabel: string;
};

export function ServiceBars({ services, series, summary, formatValue, serviceLabel }: ServiceBarsProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || !services.length) return;
    const marks = services.map((_, i) => i);
    const nameAt = (i: number | null) => (i === null ? '' : services[Math.round(i)] ?? '');
    const options: Options = {
      width: chartWidth(element),
      height: CHART_HEIGHT,
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false, range: [-0.5, services.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
      axes: [
        // Names slanted, so a dozen services fit a phone's width without running into each other.
        { splits: () => marks, values: (_u, ticks) => ticks.map(nameAt), stroke: '#475569', grid: { show: false }, rotate: -50, size: 96 },
        { values: (_u, ticks) => ticks.map(formatValue), stroke: '#475569', grid: { stroke: '#e2e8f0' }, size: 60 },
      ],
      series: [
        { label: serviceLabel, value: (_u, i) => nameAt(i) },
        ...series.map((s, i) => ({
          label: s.label, stroke: s.color, fill: s.color, width: 0, points: { show: false },
          paths: uPlot.paths.bars?.({ size: [0.35, 48], align: i === 0 ? -1 : 1 }),
          value: (_u: uPlot, v: number | null) => (v === null ? '—' : formatValue(v)),
        })),
      ],
    };
    return mountChart(element, options, [marks, ...series.map((s) => s.values)] as AlignedData);
  }, [services, series, formatValue, serviceLabel]);

  return <div ref={box} role="img" aria-label={summary} className="w-full overflow-hidden" />;
}
