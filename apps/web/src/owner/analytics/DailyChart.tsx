/**
 * The daily figures drawn by uPlot (a small canvas chart library, loaded only with this page).
 * The canvas is a picture for sighted readers: the same figures are in the table beside it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { figureKinds, type AnalyticsReport, type FigureKind } from './analytics-api.ts';

/** Line colours, each at least 3:1 against white. */
export const seriesColours: Readonly<Record<FigureKind, string>> = {
  view: '#1f5fbf',
  visitor: '#0b7a45',
  open: '#a3470f',
  cta: '#8a2be2',
  share: '#b0164b',
};

/** Props of {@link DailyChart}. */
export interface DailyChartProps {
  readonly days: AnalyticsReport['days'];
  /** The series' names, in the owner's language. */
  readonly names: Readonly<Record<FigureKind, string>>;
  /** What the chart shows, for assistive technology. */
  readonly label: string;
}

const height = 260;

export function DailyChart({ days, names, label }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      ...figureKinds.map((kind) => days.map((day) => day[kind])),
    ];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
        series: [
          {},
          ...figureKinds.map((kind) => ({
            label: names[kind],
            stroke: seriesColours[kind],
            width: 2,
          })),
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((tick) => String(Math.round(tick))) }],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, names]);
  return <div ref={box} className="analytics-chart" role="img" aria-label={label} />;
}
