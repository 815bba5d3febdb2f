import { formatDuration } from '@jdj/puzzles';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { FlameIcon, StarIcon } from '../game-shell/icons.tsx';
import { longDate, type CalendarDay } from './calendar.ts';

/** One day: its number, a flame (streak) or a star (played); future and outside days are disabled. */
export function CalendarDayButton({ day, onSelect }: { day: CalendarDay; onSelect(date: string): void }) {
  const date = longDate(day.date);
  const mark = day.streak ? t('calendar.day.streak', { date }) : day.played ? t('calendar.day.played', { date }) : date;
  const time = day.time === null ? null : formatDuration(day.time);
  const label = time === null ? mark : `${mark}, ${t('game.end.your-time').toLowerCase()} ${time}`;
  const classes = [
    'calendar__day',
    day.selected && 'calendar__day--selected',
    day.today && 'calendar__day--today',
    day.outside && 'calendar__day--outside',
    (day.streak || day.played) && 'calendar__day--played',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={day.disabled}
      aria-pressed={day.selected}
      aria-current={day.today ? 'date' : undefined}
      aria-label={label}
      data-date={day.date}
      onClick={() => onSelect(day.date)}
    >
      <span className="calendar__number">{day.day}</span>
      <span className="calendar__mark" aria-hidden="true">
        {day.streak ? <FlameIcon /> : day.played ? <StarIcon /> : null}
      </span>
      {/* Drawn by CSS from data-time: the button's name already says it, and its visible text stays the
          day's number, which speech-input users say to press it. */}
      {time !== null && <span className="calendar__time" data-time={time} aria-hidden="true" />}
    </button>
  );
}
