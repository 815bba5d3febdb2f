import { formatDuration } from '@jdj/puzzles';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { FlameIcon, LostIcon, StarIcon } from '../ui/icons.tsx';
import { longDate, type CalendarDay } from './calendar.ts';

/** The day's name: its date, then whether it was played (or lost) and in the streak. */
function dayName(day: CalendarDay): string {
  const date = longDate(day.date);
  if (day.lost) return day.streak ? t('calendar.day.lost-streak', { date }) : t('calendar.day.lost', { date });
  return day.streak ? t('calendar.day.streak', { date }) : day.played ? t('calendar.day.played', { date }) : date;
}

/**
 * One day: its number, a flame (streak), a star (played) or a cross (lost); future and outside days are
 * disabled. Only one day of the grid is a tab stop (`focusable`): the arrows move between days.
 */
export function CalendarDayButton({
  day,
  focusable,
  describedBy,
  onSelect,
}: {
  day: CalendarDay;
  focusable: boolean;
  describedBy?: string | undefined;
  onSelect(date: string): void;
}) {
  const mark = dayName(day);
  const time = day.time === null ? null : formatDuration(day.time);
  const label = time === null ? mark : `${mark}, ${t('game.end.your-time').toLowerCase()} ${time}`;
  const classes = [
    'calendar__day',
    day.selected && 'calendar__day--selected',
    day.today && 'calendar__day--today',
    day.outside && 'calendar__day--outside',
    (day.streak || day.played) && 'calendar__day--played',
    day.lost && 'calendar__day--lost',
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
      tabIndex={focusable ? 0 : -1}
      aria-describedby={describedBy}
      onClick={() => onSelect(day.date)}
    >
      <span className="calendar__number">{day.day}</span>
      <span className="calendar__mark" aria-hidden="true">
        {day.lost ? <LostIcon /> : day.streak ? <FlameIcon /> : day.played ? <StarIcon /> : null}
      </span>
      {/* Drawn by CSS from data-time: the button's name already says it, and its visible text stays the
          day's number, which speech-input users say to press it. */}
      {time !== null && <span className="calendar__time" data-time={time} aria-hidden="true" />}
    </button>
  );
}
