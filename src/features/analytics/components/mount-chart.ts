// A uPlot chart in its box, following the box's width (the sidebar folding, a phone turning); answers the
// effect's cleanup. Shared by the analytics charts.
import uPlot, { type AlignedData, type Options } from 'uplot';

export const CHART_HEIGHT = 240;
const MIN_WIDTH = 280;

export const chartWidth = (element: HTMLElement): number => Math.max(MIN_WIDTH, element.clientWidth);

export function mountChart(element: HTMLElement, options: Options, data: AlignedData): () => void {
  const chart = new uPlot(options, data, element);
  const observer = new ResizeObserver(() => chart.setSize({ width: chartWidth(element), height: CHART_HEIGHT }));
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
