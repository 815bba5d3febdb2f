import { startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import type { GameScreenProps } from '../../games/game-definition.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { keepPunctuationAttached } from '../../i18n/index.ts';
import { dayMarksOf } from '../../shared/calendar/calendar.ts';
import { MonthCalendar } from '../../shared/calendar/MonthCalendar.tsx';
import { WeekCalendar } from '../../shared/calendar/WeekCalendar.tsx';
import { AfterStart } from '../../shared/first-paint/after-start.tsx';
import { InstallBanner } from '../../shared/install-banner/InstallBanner.tsx';
import { usePlayerScores } from '../../shared/scores/player-scores.ts';
import { streakLabel } from '../../shared/streaks/streak-label.ts';
import { streakOf, useProviderToday } from '../../shared/streaks/streaks.ts';
import { DayStatus } from './DayStatus.tsx';
import { fetchLastPlayableDate } from './game-api.ts';
import { NotOffered } from './GameProblem.tsx';
import { GameTopBar, gameColors } from './GameTopBar.tsx';
import { FlameIcon } from '../../shared/ui/icons.tsx';
import { RulesModal } from './RulesModal.tsx';
import { useGameEntry, useRulesModal } from './use-game.ts';
import './game-shell.css';

/**
 * A game's landing /{slug} (document 1 §2, document 2 §2): logo, name, description, streak, Instructions,
 * calendar and the selected day's status. It opens on the last playable date, else today.
 */
export default function LandingScreen({ slug, definition, calendar }: GameScreenProps) {
  const { provider } = useProvider();
  const game = useGameEntry(slug);
  const today = useProviderToday(provider.timezone);
  const { scores, loading } = usePlayerScores(provider.slug, slug);
  const rules = useRulesModal(slug);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchLastPlayableDate(slug, provider.slug, controller.signal).then(
      // A transition: the calendar and the day's status render again in slices (issue 36).
      (data) => startTransition(() => setSelected((current) => current ?? (data.date !== null && data.date <= today ? data.date : today))),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Last playable date unknown; today is selected', error);
        setSelected((current) => current ?? today);
      },
    );
    return () => controller.abort();
  }, [slug, provider.slug, today]);

  if (game === undefined) return <NotOffered />;

  const { streak, streakDays } = streakOf(scores, slug, today, provider.timezone);
  const marks = { today, selected, ...dayMarksOf(scores, streakDays) };
  const Calendar = calendar === 'month' ? MonthCalendar : WeekCalendar;
  const score = scores.find((s) => s.date === selected);
  // The rules' « Jouer » plays the selected day when it is still to play, as the landing's own button does.
  const play = selected !== null && score === undefined && !loading ? () => navigate(`/${slug}/${selected}`) : undefined;

  return (
    <div className="game-screen" style={gameColors(game)}>
      <GameTopBar game={game} onHelp={rules.show} />
      {/* « Jouer » comes before the calendar: on a phone it is on screen at once, above any banner. */}
      <div className="landing">
        <div className="landing__intro">
          <img className="landing__logo" src={game.logo || `/logos/${slug}.svg`} width="96" height="96" alt="" />
          <div className="landing__heading">
            <h1 className="landing__name">{game.name}</h1>
            <p className="landing__description">{game.description}</p>
          </div>
          <p className="landing__streak">
            <FlameIcon size={22} />
            <span>{keepPunctuationAttached(streak === 0 ? t('game.landing.start-streak') : t('game.landing.streak', { days: streakLabel(streak) }))}</span>
          </p>
          <button type="button" className="link-button landing__instructions" onClick={rules.show}>
            {t('game.landing.instructions')}
          </button>
          <DayStatus slug={slug} date={selected} score={score} provider={provider.slug} scoresLoading={loading} />
        </div>
        <Calendar {...marks} onSelect={setSelected} />
      </div>
      <AfterStart>
        <InstallBanner inline />
      </AfterStart>
      {rules.open && <RulesModal game={game} definition={definition} onClose={rules.hide} onPlay={play} />}
    </div>
  );
}
