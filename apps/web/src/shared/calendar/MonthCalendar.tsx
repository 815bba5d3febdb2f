import { addMonths, startOfMonth, type IsoDate } from '@jdj/puzzles';
import { useState } from 'react';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { canShowNextMonth, monthDays, monthTitle, type DayMarks } from './calendar.ts';
import { CalendarFrame } from './CalendarFrame.tsx';

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
    <CalendarFrame
      variant="month"
      label={t('calendar.month.label', { month: title })}
      title={title}
      previousLabel={t('calendar.previous-month')}
      nextLabel={t('calendar.next-month')}
      canShowNext={canShowNextMonth(shown, marks.today)}
      onPrevious={() => setShown(addMonths(shown, -1))}
      onNext={() => setShown(addMonths(shown, 1))}
      days={monthDays(shown, marks)}
      onSelect={onSelect}
    />
  );
}
