import { addDays, addMonths, monthGrid, startOfMonth, startOfWeek, weekdayIndex, type IsoDate } from '@jdj/puzzles';
import type { ShellMessageKey } from '../../i18n/fr-shell.ts';

/** Monday first (document 1 §4, §9): Lun. … Dim. */
export const WEEKDAY_KEYS = [
  'calendar.weekday.mon',
  'calendar.weekday.tue',
  'calendar.weekday.wed',
  'calendar.weekday.thu',
  'calendar.weekday.fri',
  'calendar.weekday.sat',
  'calendar.weekday.sun',
] as const satisfies readonly ShellMessageKey[];

export interface CalendarDay {
  date: IsoDate;
  /** Day of the month, 1 … 31. */
  day: number;
  /** Outside the displayed month (month grid only): shown, never selectable. */
  outside: boolean;
  future: boolean;
  disabled: boolean;
  /** Part of the current streak: a flame. */
  streak: boolean;
  /** Played (and not in the streak): a star. */
  played: boolean;
  /** Played and lost: a cross instead of the flame or the star, in the streak or not. */
  lost: boolean;
  selected: boolean;
  today: boolean;
  /** The played day's time in seconds, where the calendar shows times (the end screen's month). */
  time: number | null;
}

export interface DayMarks {
  today: IsoDate;
  selected: IsoDate | null;
  played: ReadonlySet<IsoDate>;
  streakDays: ReadonlySet<IsoDate>;
  /** Days played and lost (score data `won: false`). */
  lost?: ReadonlySet<IsoDate>;
  /** Seconds of each played day, shown in its cell (document 2 §2: « a month calendar … with the played time »). */
  times?: ReadonlyMap<IsoDate, number>;
}

function calendarDay(date: IsoDate, outside: boolean, marks: DayMarks): CalendarDay {
  const future = date > marks.today;
  const streak = marks.streakDays.has(date);
  return {
    date,
    day: Number(date.slice(8)),
    outside,
    future,
    disabled: future || outside,
    streak,
    played: !streak && marks.played.has(date),
    lost: marks.lost?.has(date) ?? false,
    selected: date === marks.selected,
    today: date === marks.today,
    time: outside ? null : (marks.times?.get(date) ?? null),
  };
}

/** A day played and lost: the server's replay stored `won: false` (Melimelo after 5 mistakes, Numero stuck…). */
export const isLostScore = (score: { data?: Record<string, unknown> | undefined }): boolean => score.data?.won === false;

/** What the calendars mark of a player's scores of one game: played days, lost ones, the streak's days. */
export function dayMarksOf(scores: readonly { date: IsoDate; data?: Record<string, unknown> | undefined }[], streakDays: readonly IsoDate[]) {
  return {
    played: new Set(scores.map((s) => s.date)),
    lost: new Set(scores.filter(isLostScore).map((s) => s.date)),
    streakDays: new Set(streakDays),
  };
}

/** The 7 days, Monday first, of the week holding `anyDay`. */
export function weekDays(anyDay: IsoDate, marks: DayMarks): CalendarDay[] {
  const start = startOfWeek(anyDay);
  return Array.from({ length: 7 }, (_, i) => calendarDay(addDays(start, i), false, marks));
}

/** The next week may be shown only if it starts no later than today (document 1 §4). */
export function canShowNextWeek(anyDayOfWeek: IsoDate, today: IsoDate): boolean {
  return addDays(startOfWeek(anyDayOfWeek), 7) <= today;
}

/** 6 rows of 7 days (42 cells), Monday first; days of other months are disabled. */
export function monthDays(anyDayOfMonth: IsoDate, marks: DayMarks): CalendarDay[] {
  return monthGrid(anyDayOfMonth).map(({ date, inMonth }) => calendarDay(date, !inMonth, marks));
}

/** A later month holds only future days until its first day comes. */
export function canShowNextMonth(anyDayOfMonth: IsoDate, today: IsoDate): boolean {
  return addMonths(startOfMonth(anyDayOfMonth), 1) <= today;
}

/*
 * French dates as fr-FR's CLDR formats write them (calendar.test.ts compares with Intl day by day), spelled out
 * here: the first Intl.DateTimeFormat of a page loads ICU's data, tens of milliseconds on a phone in the
 * middle of the page's start, and a landing's calendar names every day it shows (issue 36).
 */
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
/** Monday first, as weekdayIndex counts. */
const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

const parts = (date: IsoDate) => ({ year: date.slice(0, 4), month: Number(date.slice(5, 7)) - 1, day: Number(date.slice(8, 10)) });
const shortDate = (date: IsoDate) => `${parts(date).day} ${SHORT_MONTHS[parts(date).month]}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « Novembre 2026 » */
export const monthTitle = (date: IsoDate): string => capitalize(`${MONTHS[parts(date).month]} ${parts(date).year}`);
/** « samedi 21 novembre 2026 » */
export const longDate = (date: IsoDate): string => {
  const { year, month, day } = parts(date);
  return `${WEEKDAYS[weekdayIndex(date)]} ${day} ${MONTHS[month]} ${year}`;
};
/** « 16 nov. – 22 nov. » */
export const weekTitle = (anyDay: IsoDate): string => {
  const start = startOfWeek(anyDay);
  return `${shortDate(start)} – ${shortDate(addDays(start, 6))}`;
};
/** fr-FR date of 'Partie jouée le {date}': « 21/11/2026 ». */
export const frenchDate = (date: IsoDate): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
