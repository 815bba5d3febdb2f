import { addDays, addMonths, type IsoDate, startOfMonth, startOfWeek } from '@jdj/puzzles';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { ChevronIcon } from '../ui/icons.tsx';
import { type CalendarDay, WEEKDAY_KEYS } from './calendar.ts';
import { CalendarDayButton } from './CalendarDayButton.tsx';
import './calendar.css';

interface CalendarFrameProps {
  variant: 'week' | 'month';
  label: string;
  title: string;
  previousLabel: string;
  nextLabel: string;
  canShowNext: boolean;
  onPrevious(): void;
  onNext(): void;
  days: CalendarDay[];
  onSelect(date: IsoDate): void;
}

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The same day of another month (or that month's last day): where Page Up and Page Down go. */
function sameDayOfMonth(date: IsoDate, months: number): IsoDate {
  const first = addMonths(startOfMonth(date), months);
  const last = Number(addDays(addMonths(first, 1), -1).slice(8));
  return `${first.slice(0, 8)}${String(Math.min(Number(date.slice(8)), last)).padStart(2, '0')}`;
}

/** The day a key leads to from `from`, or null when the key is not the grid's. */
function keyTarget(key: string, from: IsoDate, variant: 'week' | 'month'): IsoDate | null {
  const step = STEPS[key];
  if (step !== undefined) return addDays(from, step);
  if (key === 'Home') return startOfWeek(from);
  if (key === 'End') return addDays(startOfWeek(from), 6);
  if (key === 'PageUp' || key === 'PageDown') {
    const sign = key === 'PageUp' ? -1 : 1;
    return variant === 'week' ? addDays(from, 7 * sign) : sameDayOfMonth(from, sign);
  }
  return null;
}

/**
 * What the week and month calendars share: the header with its arrows, the weekday row and the day buttons.
 * The days are one tab stop (the selected day, else today, else the first day that can be picked); the
 * arrows, Home and End move between days (onto the next page past the edge), Page Up and Page Down turn the
 * page, as in a date picker.
 */
export function CalendarFrame(props: CalendarFrameProps) {
  const grid = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [focused, setFocused] = useState<IsoDate | null>(null);
  // A day reached by keyboard on another page: focused once that page shows.
  const pending = useRef<IsoDate | null>(null);
  const [moved, setMoved] = useState(0);

  const pickable = (date: IsoDate | null | undefined) => props.days.find((day) => day.date === date && !day.disabled);
  const stop = (
    pickable(focused) ??
    props.days.find((d) => d.selected && !d.disabled) ??
    props.days.find((d) => d.today && !d.disabled) ??
    props.days.find((d) => !d.disabled)
  )?.date;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the days shown are the trigger; `pickable` follows them.
  useEffect(() => {
    if (pending.current !== null && pickable(pending.current)) {
      setFocused(pending.current);
      setMoved((n) => n + 1);
    }
    pending.current = null;
    // The page has just changed: look for the day the keys aimed at.
  }, [props.days]);

  // Focus follows the keys only (never on its own when the calendar shows or a day is clicked).
  useEffect(() => {
    if (moved > 0 && focused !== null) grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [moved, focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).closest('[data-date]')?.getAttribute('data-date');
    const target = from ? keyTarget(event.key, from, props.variant) : null;
    if (!from || target === null) return;
    event.preventDefault();
    const day = props.days.find((d) => d.date === target && !d.outside);
    if (day) {
      if (!day.disabled) {
        setFocused(target);
        setMoved((n) => n + 1);
      }
      return;
    }
    // Past the edge of the page: the page before, or the next one when it may show.
    const forward = target > from;
    if (forward && !props.canShowNext) return;
    pending.current = target;
    if (forward) props.onNext();
    else props.onPrevious();
  };

  const select = (date: IsoDate) => {
    setFocused(date);
    props.onSelect(date);
  };

  return (
    <section className={`calendar calendar--${props.variant}`} aria-label={props.label}>
      <div className="calendar__header">
        <button type="button" className="icon-button calendar__nav" aria-label={props.previousLabel} onClick={props.onPrevious}>
          <ChevronIcon direction="left" />
        </button>
        <p className="calendar__title" aria-live="polite">
          {props.title}
        </p>
        <button type="button" className="icon-button calendar__nav" aria-label={props.nextLabel} disabled={!props.canShowNext} onClick={props.onNext}>
          <ChevronIcon direction="right" />
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {t('calendar.keys')}
      </p>
      {/* Keys pressed on a day button bubble here: one handler moves between the days. */}
      <div ref={grid} className="calendar__grid" onKeyDown={onKeyDown}>
        {WEEKDAY_KEYS.map((key) => (
          <span key={key} className="calendar__weekday" aria-hidden="true">
            {t(key)}
          </span>
        ))}
        {props.days.map((day) => (
          <CalendarDayButton key={day.date} day={day} focusable={day.date === stop} describedBy={day.date === stop ? hintId : undefined} onSelect={select} />
        ))}
      </div>
    </section>
  );
}
