import { addDays, type IsoDate } from '@jdj/puzzles';
import { useState } from 'react';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { canShowNextWeek, weekDays, weekTitle, type DayMarks } from './calendar.ts';
import { CalendarFrame } from './CalendarFrame.tsx';

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
  const title = weekTitle(shown);
  return (
    <CalendarFrame
      variant="week"
      label={t('calendar.week.label', { week: title })}
      title={title}
      previousLabel={t('calendar.previous-week')}
      nextLabel={t('calendar.next-week')}
      canShowNext={canShowNextWeek(shown, marks.today)}
      onPrevious={() => setShown(addDays(shown, -7))}
      onNext={() => setShown(addDays(shown, 7))}
      days={weekDays(shown, marks)}
      onSelect={onSelect}
    />
  );
}
