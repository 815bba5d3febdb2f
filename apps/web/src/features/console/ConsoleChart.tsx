import { useEffect, useRef } from 'react';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A colour token of styles/tokens.css, read when drawing (the chart follows the theme). */
  colorToken: string;
}

export interface ConsoleChartProps {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the same figures are in the table beside it). */
  label: string;
}

/** Chart.js is downloaded with the first chart only, never with the rest of the site. */
const loadChart = () =>
  import('chart.js').then(({ Chart, BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip }) => {
    Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);
    return Chart;
  });

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#17306b';
}

/** A chart drawn on a canvas, with its colours from the design tokens (light or dark theme). */
export function ConsoleChart({ kind, labels, series, label }: ConsoleChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void loadChart().then((Chart) => {
      if (cancelled || !canvas.current) return;
      const text = token('--color-text-muted');
      const grid = token('--color-border');
      chart = new Chart(canvas.current, {
        type: kind,
        data: {
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            borderColor: token(s.colorToken),
            backgroundColor: token(s.colorToken),
            tension: 0.2,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: { ticks: { color: text }, grid: { color: grid } },
            y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
          },
          plugins: { legend: { labels: { color: text } } },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, labels, series]);
  return (
    <div className="console-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
