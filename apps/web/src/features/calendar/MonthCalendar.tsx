import { addMonths, startOfMonth, type IsoDate } from '@jdj/puzzles';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { ChevronIcon } from '../game-shell/icons.tsx';
import { canShowNextMonth, monthDays, monthTitle, WEEKDAY_KEYS, type DayMarks } from './calendar.ts';
import { CalendarDayButton } from './CalendarDayButton.tsx';
import './calendar.css';

interface MonthCalendarProps extends DayMarks {
  onSelect(date: IsoDate): void;
}

/** A month of 42 cells, Monday first, French names; future days and days of other months are disabled. */
export function MonthCalendar({ onSelect, ...marks }: MonthCalendarProps) {
  const [shown, setShown] = useState(() => startOfMonth(marks.selected ?? marks.today));
  const [followed, setFollowed] = useState(marks.selected);
  if (marks.selected !== followed) {
    setFollowed(marks.selected);
    if (marks.selected !== null) setShown(startOfMonth(marks.selected));
  }
  const title = monthTitle(shown);
  return (
    <section className="calendar calendar--month" aria-label={t('calendar.month.label', { month: title })}>
      <div className="calendar__header">
        <button type="button" className="calendar__nav" aria-label={t('calendar.previous-month')} onClick={() => setShown(addMonths(shown, -1))}>
          <ChevronIcon direction="left" />
        </button>
        <p className="calendar__title" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="calendar__nav"
          aria-label={t('calendar.next-month')}
          disabled={!canShowNextMonth(shown, marks.today)}
          onClick={() => setShown(addMonths(shown, 1))}
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
        {monthDays(shown, marks).map((day) => (
          <CalendarDayButton key={day.date} day={day} onSelect={onSelect} />
        ))}
      </div>
    </section>
  );
}
