import { addDays, type IsoDate } from '@jdj/puzzles';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { ChevronIcon } from '../game-shell/icons.tsx';
import { canShowNextWeek, weekDays, weekTitle, WEEKDAY_KEYS, type DayMarks } from './calendar.ts';
import { CalendarDayButton } from './CalendarDayButton.tsx';
import './calendar.css';

interface WeekCalendarProps extends DayMarks {
  onSelect(date: IsoDate): void;
}

/** A week, Monday first, with the previous and next weeks a click away (the next one only once begun). */
export function WeekCalendar({ onSelect, ...marks }: WeekCalendarProps) {
  const [shown, setShown] = useState(() => marks.selected ?? marks.today);
  const [followed, setFollowed] = useState(marks.selected);
  // A selection made elsewhere (the landing opening on the last playable day) brings its week into view.
  if (marks.selected !== followed) {
    setFollowed(marks.selected);
    if (marks.selected !== null) setShown(marks.selected);
  }
  const days = weekDays(shown, marks);
  const title = weekTitle(shown);
  return (
    <section className="calendar calendar--week" aria-label={t('calendar.week.label', { week: title })}>
      <div className="calendar__header">
        <button type="button" className="calendar__nav" aria-label={t('calendar.previous-week')} onClick={() => setShown(addDays(shown, -7))}>
          <ChevronIcon direction="left" />
        </button>
        <p className="calendar__title" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="calendar__nav"
          aria-label={t('calendar.next-week')}
          disabled={!canShowNextWeek(shown, marks.today)}
          onClick={() => setShown(addDays(shown, 7))}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div className="calendar__grid">
        {WEEKDAY_KEYS.map((key) => (
          <span key={key} className="calendar__weekday" aria-hidden="true">
            {t(key)}
          </span>
        ))}
        {days.map((day) => (
          <CalendarDayButton key={day.date} day={day} onSelect={onSelect} />
        ))}
      </div>
    </section>
  );
}
