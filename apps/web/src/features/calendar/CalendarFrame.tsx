import type { IsoDate } from '@jdj/puzzles';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { ChevronIcon } from '../game-shell/icons.tsx';
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

/** What the week and month calendars share: the header with its arrows, the weekday row and the day buttons. */
export function CalendarFrame(props: CalendarFrameProps) {
  return (
    <section className={`calendar calendar--${props.variant}`} aria-label={props.label}>
      <div className="calendar__header">
        <button type="button" className="icon-button calendar__nav" aria-label={props.previousLabel} onClick={props.onPrevious}>
          <ChevronIcon direction="left" />
        </button>
        <p className="calendar__title" aria-live="polite">
          {props.title}
        </p>
        <button
          type="button"
          className="icon-button calendar__nav"
          aria-label={props.nextLabel}
          disabled={!props.canShowNext}
          onClick={props.onNext}
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
        {props.days.map((day) => (
          <CalendarDayButton key={day.date} day={day} onSelect={props.onSelect} />
        ))}
      </div>
    </section>
  );
}
