import { formatDuration, isIsoDate, resultTier, storedUnplaced } from '@jdj/puzzles';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import type { GameScreenProps } from '../../games/game-definition.ts';
import { tPlayer } from '../../i18n/fr-player.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { keepPunctuationAttached } from '../../i18n/index.ts';
import { dayMarksOf, frenchDate, isLostScore } from '../../shared/calendar/calendar.ts';
import { MonthCalendar } from '../../shared/calendar/MonthCalendar.tsx';
import { AfterStart } from '../../shared/first-paint/after-start.tsx';
import { InstallBanner } from '../../shared/install-banner/InstallBanner.tsx';
import { usePlayerScores } from '../../shared/scores/player-scores.ts';
import { shareText, shareUrl } from '../../shared/share/share.ts';
import { readShareSummary } from '../../shared/share/share-summaries.ts';
import { ShareModal } from '../../shared/share/ShareModal.tsx';
import { providerToday, streakOf } from '../../shared/streaks/streaks.ts';
import { Celebration } from './Celebration.tsx';
import { DayStatus } from './DayStatus.tsx';
import { EndScreenExtensions } from './end-screen-extensions.tsx';
import { askQuestion } from './game-api.ts';
import { GameProblem, NotOffered } from './GameProblem.tsx';
import { GameTopBar, gameColors } from './GameTopBar.tsx';
import { LostAnswers } from './LostAnswers.tsx';
import { FeedbackIcon, ShareIcon } from '../../shared/ui/icons.tsx';
import { RulesModal } from './RulesModal.tsx';
import { TierBadge } from './TierBadge.tsx';
import { TierIcons } from './TierIcons.tsx';
import { trackGameEvent } from './tracking.ts';
import { useGameEntry, useRulesModal } from './use-game.ts';
import { WinStreak } from './WinStreak.tsx';
import './game-shell.css';
import './end-screen.css';

/**
 * The end screen /{slug}/:date/end (document 1 §2): the tier of the day's time, sharing, feedback and the
 * month calendar; a game just won is celebrated, with the streak's new value, and the day's players are
 * compared. Without a score for the day (a direct visit), the calendar and a Jouer link only.
 */
export default function EndScreen({ slug, definition, endScreenExtensions }: GameScreenProps) {
  const { date = '' } = useParams();
  const { provider } = useProvider();
  const game = useGameEntry(slug);
  const today = providerToday(provider.timezone);
  const { scores, loading } = usePlayerScores(provider.slug, slug);
  const rules = useRulesModal(slug);
  const [selected, setSelected] = useState(date);
  const [sharing, setSharing] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the history entry then forgets it, so a reload or a return is no new win.
  const [justFinished] = useState(() => (location.state as { finished?: boolean } | null)?.finished === true);
  const tracked = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival: the history entry then forgets the win.
  useEffect(() => {
    if (justFinished) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Once, on arrival.
  }, []);

  useEffect(() => {
    if (tracked.current || !isIsoDate(date)) return;
    tracked.current = true;
    trackGameEvent('end', slug, provider.slug, { date });
  }, [slug, date, provider.slug]);

  if (game === undefined) return <NotOffered />;
  const back = { backTo: `/${slug}`, backLabel: t('game.play.back-to-landing', { game: game.name }) };
  if (!isIsoDate(date)) return <GameProblem message={t('game.play.bad-date')} {...back} />;
  // A valid day still to come: not playable yet, rather than « not valid ».
  if (date > today) return <GameProblem message={t('game.play.future')} {...back} />;

  const score = scores.find((s) => s.date === date);
  // Some games have no end screen without a game (Proximo, document 2 §2): back to the landing.
  if (!score && !loading && definition.endNeedsScore) return <Navigate to={`/${slug}`} replace />;
  const { streak, streakDays } = streakOf(scores, slug, today, provider.timezone);
  // The month of past games shows each played day's time (document 2 §2).
  const times = new Map(scores.map((s) => [s.date, s.score]));
  const marks = { today, selected, ...dayMarksOf(scores, streakDays), times };
  const lost = score !== undefined && isLostScore(score);
  // A result the server refused is no result: no tier, no medal, nothing to share (issue 40).
  const refused = score?.refused !== undefined && !lost;
  // How the game went, as this device finished it (the squares of the share text); null elsewhere.
  const summary = score && !lost && !refused ? readShareSummary(slug, date) : null;
  // A win the jokers gave away, or faster than a person finds its answer, has no tier (issue 34).
  const unplaced = score && !lost ? storedUnplaced(score.data) : null;
  const tier = score && !lost && !unplaced && !refused ? resultTier(slug, score.score) : null;
  const won = score !== undefined && !lost && !refused;
  const { EndSection } = definition;
  // The refusal left the play open: its questions are asked within it (the server has no win to let them by).
  const ask = (move: unknown) => askQuestion(slug, date, provider.slug, move, refused ? score?.play_token : undefined);
  // Today's game, played on its day, has just added a day to the streak.
  const grown = justFinished && date === today && streakDays.includes(date);

  return (
    <div className="game-screen" style={gameColors(game)}>
      <GameTopBar game={game} onHelp={rules.show} />
      <div className="end">
        {score && won ? (
          <section className={`end__result${justFinished ? ' end__result--new' : ''}`} aria-labelledby="end-title">
            {justFinished && tier && <Celebration />}
            {tier && <TierBadge tier={tier.id} />}
            <h1 id="end-title" className="end__title">
              {keepPunctuationAttached(tier ? tier.title : t(`game.end.unplaced.${unplaced ?? 'jokers'}.title`))}
            </h1>
            <p className="end__time-label">{t('game.end.your-time')}</p>
            <p className="end__time">{formatDuration(score.score)}</p>
            <p className="end__message">{keepPunctuationAttached(tier ? tier.message : t(`game.end.unplaced.${unplaced ?? 'jokers'}.message`))}</p>
            {summary && (
              <figure className="end__summary">
                <figcaption className="visually-hidden">{t('game.end.summary')}</figcaption>
                <p>{summary}</p>
              </figure>
            )}
            <WinStreak streak={streak} grown={grown} />
            {tier && (
              <>
                <TierIcons tier={tier.id} />
                <p className="end__fastest">{keepPunctuationAttached(t('game.end.fastest'))}</p>
              </>
            )}
            <button
              type="button"
              className="button button--game"
              onClick={() => {
                // Counted for the publisher's dashboard (share clicks per game and day).
                trackGameEvent('share', slug, provider.slug, { date });
                setSharing(true);
              }}
            >
              <ShareIcon />
              {t('game.end.share')}
            </button>
          </section>
        ) : score && refused ? (
          <section className="end__result end__result--refused" aria-labelledby="end-title">
            <h1 id="end-title" className="end__title">
              {t('game.end.refused.title')}
            </h1>
            <p className="end__time-label">{t('game.end.your-time')}</p>
            <p className="end__time">{formatDuration(score.score)}</p>
            <p className="end__message">{keepPunctuationAttached(t('game.refused', { reason: score.refused ?? '' }))}</p>
            <p className="end__message">{keepPunctuationAttached(t('game.end.refused.next'))}</p>
          </section>
        ) : score && lost ? (
          <section className="end__result end__result--lost" aria-labelledby="end-title">
            <h1 id="end-title" className="end__title">
              {t('game.end.lost')}
            </h1>
            <p className="end__time-label">{t('game.end.your-time')}</p>
            <p className="end__time">{formatDuration(score.score)}</p>
            <p className="end__message">{keepPunctuationAttached(t('game.end.lost-message'))}</p>
            <LostAnswers slug={slug} date={date} provider={provider.slug} definition={definition} />
          </section>
        ) : loading ? (
          <p className="page-loading" role="status">
            {t('app.loading')}
          </p>
        ) : (
          <section className="end__result">
            <h1 className="end__title">{game.name}</h1>
            <p className="end__message">{t('game.end.no-score', { date: frenchDate(date) })}</p>
          </section>
        )}
        {score?.refused && lost && <p className="end__refused">{keepPunctuationAttached(t('game.refused', { reason: score.refused }))}</p>}
        <EndScreenExtensions extensions={endScreenExtensions} slug={slug} gameName={game.name} date={date} today={today} provider={provider} score={score} />
        {EndSection && <EndSection date={date} today={today} score={score} provider={provider.slug} ask={ask} />}
        <div className="end__links">
          <Link className="end__link" to="/stats">
            {tPlayer('win.stats')}
          </Link>
          {provider.feedback_url && (
            <a className="end__link" href={provider.feedback_url} target="_blank" rel="noopener noreferrer">
              <FeedbackIcon />
              {t('game.end.feedback')}
            </a>
          )}
        </div>
        <MonthCalendar {...marks} onSelect={setSelected} />
        {/* The day of the result is already shown above. */}
        {(selected !== date || !score) && (
          <DayStatus slug={slug} date={selected} score={scores.find((s) => s.date === selected)} provider={provider.slug} scoresLoading={loading} />
        )}
      </div>
      <AfterStart>
        <InstallBanner inline />
      </AfterStart>
      {rules.open && <RulesModal game={game} definition={definition} onClose={rules.hide} />}
      {sharing && score && won && (
        <ShareModal
          title={game.name}
          style={gameColors(game)}
          slug={slug}
          text={shareText(game.name, score.score, summary, unplaced)}
          url={shareUrl(provider.share_url, window.location.origin, slug, date)}
          onClose={() => setSharing(false)}
        />
      )}
    </div>
  );
}
