import { formatDuration } from '@jdj/puzzles';
import { tPlayer as t } from '../../i18n/fr-player.ts';
import { frenchDate } from '../../shared/calendar/calendar.ts';
import type { GameStats } from './game-stats.ts';

const WIDTH = 300;
const HEIGHT = 96;
const GAP = 2;

/**
 * The last 30 days as bars (a taller bar is a longer time; a lost day in the error colour; a day not played
 * is a dot on the baseline). Drawn by hand in SVG: 30 bars need no charting library. Each bar has its own
 * title; the chart as a whole is one image with a summary for screen readers.
 */
export function HistoryChart({ history, label }: { history: GameStats['history']; label: string }) {
  const longest = Math.max(1, ...history.map((day) => day.score ?? 0));
  const step = WIDTH / history.length;
  return (
    <figure className="history-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1="0" x2={WIDTH} y1={HEIGHT + 1} y2={HEIGHT + 1} className="history-chart__axis" />
        {history.map((day, i) => {
          const x = i * step + GAP / 2;
          if (day.score === null) return <circle key={day.date} cx={x + (step - GAP) / 2} cy={HEIGHT - 1.5} r="1.5" className="history-chart__none" />;
          const height = Math.max(3, (HEIGHT - 4) * (day.score / longest));
          const text = t(day.lost ? 'stats.history.lost' : 'stats.history.day', { date: frenchDate(day.date), time: formatDuration(day.score) });
          return (
            <rect
              key={day.date}
              x={x}
              y={HEIGHT - height}
              width={step - GAP}
              height={height}
              rx="1.5"
              className={day.lost ? 'history-chart__bar history-chart__bar--lost' : 'history-chart__bar'}
            >
              <title>{text}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="history-chart__scale">{t('stats.history.scale', { max: formatDuration(longest) })}</figcaption>
    </figure>
  );
}
