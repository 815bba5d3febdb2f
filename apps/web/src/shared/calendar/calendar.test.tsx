import { addDays, weekdayIndex } from '@jdj/puzzles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canShowNextMonth, canShowNextWeek, frenchDate, longDate, monthDays, monthTitle, weekDays, weekTitle, type DayMarks } from './calendar.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import { WeekCalendar } from './WeekCalendar.tsx';

const marks = (overrides: Partial<DayMarks> = {}): DayMarks => ({
  today: '2026-11-21', // a Saturday
  selected: '2026-11-21',
  played: new Set(['2026-11-18', '2026-11-20', '2026-11-21']),
  streakDays: new Set(['2026-11-20', '2026-11-21']),
  ...overrides,
});

describe('week calendar', () => {
  it('starts on Monday and disables the days after today', () => {
    const days = weekDays('2026-11-21', marks());
    expect(days.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days.map((d) => d.disabled)).toEqual([false, false, false, false, false, false, true]);
    expect(days.find((d) => d.date === '2026-11-18')).toMatchObject({ played: true, streak: false });
    expect(days.find((d) => d.date === '2026-11-20')).toMatchObject({ played: false, streak: true });
  });

  it('allows the next week only if it starts no later than today', () => {
    expect(canShowNextWeek('2026-11-21', '2026-11-21')).toBe(false); // Next Monday is the 23rd.
    expect(canShowNextWeek('2026-11-14', '2026-11-21')).toBe(true);
    expect(canShowNextWeek('2026-11-14', '2026-11-16')).toBe(true); // It starts today.
    expect(canShowNextWeek('2026-11-14', '2026-11-15')).toBe(false);
  });

  it('shows Lun. to Dim., a flame on streak days, a star on other played days, and selects a day', async () => {
    const onSelect = vi.fn();
    render(<WeekCalendar {...marks()} onSelect={onSelect} />);
    const labels = [...document.querySelectorAll('.calendar__weekday')].map((e) => e.textContent);
    expect(labels).toEqual(['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.']);
    expect(screen.getByRole('button', { name: 'dimanche 22 novembre 2026' })).toHaveProperty('disabled', true);
    const saturday = screen.getByRole('button', { name: 'samedi 21 novembre 2026, partie jouée, dans la série en cours' });
    expect(saturday.getAttribute('aria-pressed')).toBe('true');
    expect(saturday.querySelector('.icon-flame')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'mercredi 18 novembre 2026, partie jouée' }).querySelector('.icon-star')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Semaine suivante' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'jeudi 19 novembre 2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-19');
    await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    expect(screen.getByText('9 nov. – 15 nov.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByText('16 nov. – 22 nov.')).toBeTruthy();
  });
});

describe('month calendar', () => {
  it('has 42 cells, Monday first, days of other months disabled', () => {
    const days = monthDays('2026-11-10', marks());
    expect(days).toHaveLength(42);
    expect(days[0]?.date).toBe('2026-10-26'); // The Monday before 1 November (a Sunday).
    expect(days[6]).toMatchObject({ date: '2026-11-01', outside: false });
    expect(days[0]).toMatchObject({ outside: true, disabled: true });
    expect(days.at(-1)).toMatchObject({ date: '2026-12-06', outside: true, disabled: true });
    expect(days.find((d) => d.date === '2026-11-22')).toMatchObject({ future: true, disabled: true });
    expect(days.find((d) => d.date === '2026-11-21')).toMatchObject({ disabled: false, selected: true, streak: true });
  });

  it('writes every date as fr-FR’s Intl formats would, without creating one at run time', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });
    const month = intl({ month: 'long', year: 'numeric' });
    const long = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ day: 'numeric', month: 'short' });
    const numeric = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    for (let date = '2024-01-01'; date < '2029-01-01'; date = addDays(date, 1)) {
      const noon = new Date(`${date}T12:00:00Z`);
      const title = month.format(noon);
      expect(monthTitle(date)).toBe(title.charAt(0).toUpperCase() + title.slice(1));
      expect(longDate(date)).toBe(long.format(noon));
      expect(frenchDate(date)).toBe(numeric.format(noon));
      if (weekdayIndex(date) === 0) expect(weekTitle(date)).toBe(`${short.format(noon)} – ${short.format(new Date(`${addDays(date, 6)}T12:00:00Z`))}`);
    }
  });

  it('names the month in French and stops at the current month', () => {
    expect(monthTitle('2026-11-21')).toBe('Novembre 2026');
    expect(monthTitle('2027-02-01')).toBe('Février 2027');
    expect(canShowNextMonth('2026-11-01', '2026-11-21')).toBe(false);
    expect(canShowNextMonth('2026-10-31', '2026-11-01')).toBe(true);
    expect(frenchDate('2026-11-21')).toBe('21/11/2026');
  });

  it('renders 42 day buttons and moves between months', async () => {
    render(<MonthCalendar {...marks()} onSelect={() => undefined} />);
    const grid = document.querySelector('.calendar__grid') as HTMLElement;
    expect(within(grid).getAllByRole('button')).toHaveLength(42);
    expect(screen.getByText('Novembre 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'lundi 26 octobre 2026' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(screen.getByText('Octobre 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'lundi 26 octobre 2026' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toHaveProperty('disabled', false);
  });

  it('shows each played day’s time in its cell and its name, when the times are given (the end screen)', () => {
    const times = new Map([
      ['2026-11-18', 75],
      ['2026-11-21', 42],
    ]);
    render(<MonthCalendar {...marks({ times })} onSelect={() => undefined} />);
    const wednesday = screen.getByRole('button', { name: 'mercredi 18 novembre 2026, partie jouée, votre temps 01:15' });
    expect(wednesday.querySelector('.calendar__time')?.getAttribute('data-time')).toBe('01:15');
    expect(screen.getByRole('button', { name: 'samedi 21 novembre 2026, partie jouée, dans la série en cours, votre temps 00:42' })).toBeTruthy();
    // A day without a score shows no time.
    expect(screen.getByRole('button', { name: 'jeudi 19 novembre 2026' }).querySelector('.calendar__time')).toBeNull();
  });
});

describe('lost days', () => {
  it('marks a lost day with a cross and names it lost, in the streak or not (never a flame or a star)', () => {
    render(<MonthCalendar {...marks({ lost: new Set(['2026-11-18', '2026-11-21']) })} onSelect={() => undefined} />);
    const wednesday = screen.getByRole('button', { name: 'mercredi 18 novembre 2026, partie perdue' });
    expect(wednesday.querySelector('.icon-lost')).not.toBeNull();
    expect(wednesday.querySelector('.icon-star')).toBeNull();
    const saturday = screen.getByRole('button', { name: 'samedi 21 novembre 2026, partie perdue, dans la série en cours' });
    expect(saturday.querySelector('.icon-lost')).not.toBeNull();
    expect(saturday.querySelector('.icon-flame')).toBeNull();
    // A won day of the streak keeps its flame.
    expect(screen.getByRole('button', { name: 'vendredi 20 novembre 2026, partie jouée, dans la série en cours' }).querySelector('.icon-flame')).not.toBeNull();
  });
});

describe('keyboard', () => {
  const tabStops = () => [...document.querySelectorAll('.calendar__grid button')].filter((b) => b.getAttribute('tabindex') === '0');

  it('makes a month one tab stop, the selected day, and moves with the arrows, Home and End', async () => {
    render(<MonthCalendar {...marks({ selected: '2026-11-18' })} onSelect={() => undefined} />);
    expect(tabStops().map((b) => b.getAttribute('data-date'))).toEqual(['2026-11-18']);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-18');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-19');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-12');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-15');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-09');
    expect(tabStops()).toHaveLength(1);
    // Today is the 21st: the arrows never reach a future day.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-21');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-21');
  });

  it('turns the page past the edge, and with Page Up; Enter picks the day', async () => {
    const onSelect = vi.fn();
    render(<MonthCalendar {...marks({ selected: '2026-11-02' })} onSelect={onSelect} />);
    (document.querySelector('[data-date="2026-11-02"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByText('Octobre 2026')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-10-26');
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByText('Septembre 2026')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-09-26');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-09-26');
  });

  it('moves through a week, and onto the week before', async () => {
    render(<WeekCalendar {...marks({ selected: '2026-11-16' })} onSelect={() => undefined} />);
    (document.querySelector('[data-date="2026-11-16"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('9 nov. – 15 nov.')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-15');
  });
});
