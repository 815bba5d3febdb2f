import { createRng, formatDuration, isInvalid, isIsoDate, placementFactsOf, unplacedReason } from '@jdj/puzzles';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../shared/api/api-client.ts';
import type { GameDto, ScoreSubmission } from '../../shared/api/api-types.ts';
import { useProvider } from '../../shared/provider/provider-context.ts';
import type { AnyGameDefinition, AskOutcome, ConfirmRequest } from '../../games/game-definition.ts';
import type { GameScreenProps } from '../../games/game-definition.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { getLocalUserId, randomUuid } from '../../shared/player/player-id.ts';
import { readLocalScores } from '../../shared/scores/local-scores.ts';
import { saveScore } from '../../shared/scores/score-outbox.ts';
import { rememberShareSummary } from '../../shared/share/share-summaries.ts';
import { providerToday } from '../../shared/streaks/streaks.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { answerFailureMessage, fetchDailyPuzzle, fetchDayScore, postAnswer, requestPlayStart } from './game-api.ts';
import { GameProblem, NotOffered } from './GameProblem.tsx';
import { GameTopBar, gameColors } from './GameTopBar.tsx';
import { BookIcon, BulbIcon, FeedbackIcon } from '../../shared/ui/icons.tsx';
import { clearInProgress, type InProgressPlace, readInProgress, saveInProgress } from './in-progress.ts';
import { PlaySession } from './play-session.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { RulesModal } from './RulesModal.tsx';
import { msUntilNextSecond } from './timer.ts';
import { trackGameEvent } from './tracking.ts';
import { isTutorialDone } from './tutorial.ts';
import { useGameEntry, useRulesModal } from './use-game.ts';
import './game-shell.css';

/** Document 1 §9. */
export const RULES_DELAY_MS = 500;
export const PENALTY_FLASH_MS = 600;
export const RESOLVE_START_MS = 100;
export const RESOLVE_STEP_MS = 75;
export const RESOLVE_FINISH_MS = 150;
/** Rounds of « Résoudre » for a game whose moves depend on the server's answers (Decrypto: one guess a round). */
const RESOLVE_ROUNDS = 30;
/** How long finishing waits for the score to reach the server before the end screen opens anyway. */
const SAVE_WAIT_MS = 2500;
const SAVE_EVERY_MS = 5000;

/** Puts the keyboard on the board: its selected cell or first cell, else its first field or enabled control. */
function focusBoard(board: HTMLElement | null): void {
  const target =
    board?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"], input:not([disabled])') ??
    board?.querySelector<HTMLElement>('button:not([disabled]), [tabindex="0"]');
  target?.focus();
}

/** The play screen /{slug}/:date: checks the date, then loads (or restores) the day's game. */
export default function PlayScreen({ slug, definition }: GameScreenProps) {
  const { date = '' } = useParams();
  const { provider } = useProvider();
  const game = useGameEntry(slug);
  if (game === undefined) return <NotOffered />;
  const back = { backTo: `/${slug}`, backLabel: t('game.play.back-to-landing', { game: game.name }) };
  if (!isIsoDate(date)) return <GameProblem message={t('game.play.bad-date')} {...back} />;
  if (date > providerToday(provider.timezone)) return <GameProblem message={t('game.play.future')} {...back} />;
  return <PlayLoader key={date} slug={slug} date={date} game={game} definition={definition} />;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'played' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; session: PlaySession; puzzle: unknown; clientPlayId: string; startToken: string | undefined };

interface PlayProps {
  slug: string;
  date: string;
  game: GameDto;
  definition: AnyGameDefinition;
}

function PlayLoader({ slug, date, game, definition }: PlayProps) {
  const { provider } = useProvider();
  const place = useMemo(() => ({ slug, date, gameKey: definition.inProgressKey }), [slug, date, definition.inProgressKey]);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger: « Réessayer » loads the day again.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const options = (puzzle: unknown) => ({ definition, puzzle, jokerPenalty: game.joker_penalty });
    void (async () => {
      // Already played on this device (even if the score still waits in the outbox).
      if (readLocalScores().some((s) => s.game === slug && s.date === date)) return setLoad({ status: 'played' });
      const saved = readInProgress(place);
      if (saved !== null) {
        const puzzle = definition.parsePuzzle(saved.puzzle);
        const session = puzzle.ok ? PlaySession.restore(options(puzzle.value), saved.moves, saved.elapsedMs) : null;
        if (session !== null) {
          return setLoad({ status: 'ready', session, puzzle: saved.puzzle, clientPlayId: saved.clientPlayId, startToken: saved.startToken });
        }
        console.warn('The saved game could not be restored; it is loaded again');
        clearInProgress(place);
      }
      const [score, dto, startToken] = await Promise.all([
        fetchDayScore(slug, date, provider.slug, signal).catch(() => null),
        fetchDailyPuzzle(slug, date, provider.slug, signal),
        requestPlayStart(slug, date, provider.slug, signal),
      ]);
      if (signal.aborted) return;
      if (score !== null) return setLoad({ status: 'played' });
      if (dto === null) return setLoad({ status: 'missing' });
      const puzzle = definition.parsePuzzle(dto.puzzle);
      if (!puzzle.ok) throw new Error(`Invalid puzzle: ${puzzle.error}`);
      setLoad({
        status: 'ready',
        session: new PlaySession(options(puzzle.value)),
        puzzle: dto.puzzle,
        clientPlayId: randomUuid(),
        startToken: startToken ?? undefined,
      });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      console.warn('The game could not be loaded', error);
      setLoad({ status: 'error' });
    });
    return () => controller.abort();
  }, [slug, date, definition, game.joker_penalty, provider.slug, attempt, place]);

  const back = { backTo: `/${slug}`, backLabel: t('game.play.back-to-landing', { game: game.name }) };
  switch (load.status) {
    case 'loading':
      return (
        <div className="game-screen" style={gameColors(game)}>
          <p className="page-loading" role="status">
            {t('app.loading')}
          </p>
        </div>
      );
    case 'played':
      return <Navigate to={`/${slug}/${date}/end`} replace />;
    case 'missing':
      return <GameProblem message={t('game.play.missing')} {...back} />;
    case 'error':
      return <GameProblem message={t('game.play.error')} onRetry={() => setAttempt((n) => n + 1)} {...back} />;
    case 'ready':
      return <PlayArea {...load} place={place} slug={slug} date={date} game={game} definition={definition} />;
  }
}

interface PlayAreaProps extends PlayProps {
  session: PlaySession;
  puzzle: unknown;
  clientPlayId: string;
  startToken: string | undefined;
  /** Where the game in progress is kept. */
  place: InProgressPlace;
}

function PlayArea({ slug, date, game, definition, session, puzzle, clientPlayId, startToken: firstStart, place }: PlayAreaProps) {
  const { provider, hasFeature } = useProvider();
  const navigate = useNavigate();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [now, setNow] = useState(Date.now);
  const [resolving, setResolving] = useState(false);
  const [flash, setFlash] = useState<number | null>(null);
  const finishing = useRef(false);
  // The play started on the server: asked at loading, or before the first question when it could not be had.
  const [startToken, setStartToken] = useState(firstStart);
  const [confirmation, setConfirmation] = useState<(ConfirmRequest & { answer(ok: boolean): void }) | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) =>
        setConfirmation({
          ...request,
          answer: (ok) => {
            setConfirmation(null);
            resolve(ok);
          },
        }),
      ),
    [],
  );

  const persist = useCallback(() => {
    if (session.getSnapshot().finished) return;
    const { moves, timer } = session.getSnapshot();
    const elapsedMs = timer.elapsedMs + (timer.startedAt === null ? 0 : Date.now() - timer.startedAt);
    saveInProgress(place, { puzzle, moves, elapsedMs, clientPlayId, ...(startToken ? { startToken } : {}) });
  }, [session, place, puzzle, clientPlayId, startToken]);

  const board = useRef<HTMLDivElement>(null);
  const onRulesChange = useCallback(
    (open: boolean) => {
      if (open) return session.pause('rules', Date.now());
      session.resume('rules', Date.now());
      // Back to the board, where the rules opened by themselves (the modal gives focus back to its opener
      // when a button opened it).
      window.setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) focusBoard(board.current);
      });
    },
    [session],
  );
  const rules = useRulesModal(slug, onRulesChange);

  // Start: the timer runs, 'start' is tracked, and the rules open by themselves the first time. (The end
  // screen's code came with this screen's: finishing offline still opens it.)
  useEffect(() => {
    session.resume('loading', Date.now());
    trackGameEvent('start', slug, provider.slug, { date });
    const timer = isTutorialDone(slug) ? undefined : window.setTimeout(rules.show, RULES_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      session.pause('loading', Date.now());
    };
  }, [session, slug, provider.slug, date, rules.show]);

  // A hidden tab keeps a copy of the game, and the clock running: the day's times are compared, and a pause
  // would let a player think, or ask a solver, off the clock (docs/decisions.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners set again for each new session, whose copy `persist` keeps.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') persist();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', persist);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', persist);
    };
  }, [session, persist]);

  // The timer's display follows each whole second while it runs.
  const running = snapshot.timer.startedAt !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` is the trigger: one timeout per displayed second.
  useEffect(() => {
    if (!running) return;
    const timeout = window.setTimeout(() => setNow(Date.now()), msUntilNextSecond(snapshot.timer, Date.now()) + 5);
    return () => window.clearTimeout(timeout);
  }, [running, now, snapshot.timer]);

  useEffect(() => {
    if (!running) return;
    const interval = window.setInterval(persist, SAVE_EVERY_MS);
    return () => window.clearInterval(interval);
  }, [running, persist]);

  // Every accepted move is kept at once.
  useEffect(() => {
    if (snapshot.moves.length > 0) persist();
  }, [snapshot.moves, persist]);

  // '+N' by the timer for 600 ms after a penalty; the joker waits meanwhile.
  const lastPenalty = snapshot.lastPenalty;
  useEffect(() => {
    if (lastPenalty === null || Date.now() - lastPenalty.at >= PENALTY_FLASH_MS) return;
    setFlash(lastPenalty.seconds);
    const timeout = window.setTimeout(() => setFlash(null), PENALTY_FLASH_MS);
    return () => window.clearTimeout(timeout);
  }, [lastPenalty]);

  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    const finishedAt = Date.now();
    const score = session.finish(finishedAt);
    const { state, moves, timer } = session.getSnapshot();
    const { module } = definition;
    const won = module.status(state) === 'won';
    // The end screen tells at once a win the jokers gave away (the server judges it again on arrival).
    const unplaced = unplacedReason({ won, ...placementFactsOf(module, state), playSeconds: score - timer.penalty });
    const submission: ScoreSubmission = {
      game: slug,
      date,
      local_user_id: getLocalUserId(),
      provider: provider.slug,
      score,
      played_at: new Date(finishedAt).toISOString(),
      data: { ...module.scoreData?.(state), ...module.counters(state), won, ...(unplaced ? { unplaced } : {}) },
      moves,
      client_play_id: clientPlayId,
      ...(startToken ? { start_token: startToken } : {}),
    };
    // The end screen's summary of a game won, and its share text's (the final state is known only here).
    if (won) rememberShareSummary(slug, date, module.shareSummary(state));
    // Kept in the outbox before anything else: a failed or slow save loses nothing.
    const sending = saveScore(submission);
    clearInProgress(place);
    await Promise.race([sending, new Promise((resolve) => window.setTimeout(resolve, SAVE_WAIT_MS))]);
    // The end screen celebrates a game just finished, not one looked at again later.
    navigate(`/${slug}/${date}/end`, { replace: true, state: { finished: true } });
  }, [session, slug, date, place, provider.slug, definition, clientPlayId, startToken, navigate]);

  // The last move's animation (a word validated…) shows before the end screen.
  const finishDelay = resolving ? RESOLVE_FINISH_MS : (definition.finishDelayMs ?? 0);
  useEffect(() => {
    if (snapshot.status === 'playing') return;
    const timeout = window.setTimeout(() => void finish(), finishDelay);
    return () => window.clearTimeout(timeout);
  }, [snapshot.status, finishDelay, finish]);

  const dispatch = useCallback((move: unknown) => session.apply(move, Date.now()), [session]);

  // A question (a guess) goes to the server within the play; its answered form is the move applied and logged.
  const playToken = useRef(startToken);
  const ask = useCallback(
    async (move: unknown): Promise<AskOutcome> => {
      try {
        const within = async (fresh: boolean) => {
          // No play yet (it could not be started at loading), or one the server no longer knows as ours (a
          // game saved before an update): a new one is started; the server answers only within a play.
          if (fresh || playToken.current === undefined) {
            playToken.current = (await requestPlayStart(slug, date, provider.slug)) ?? undefined;
            setStartToken(playToken.current);
          }
          return postAnswer(slug, date, provider.slug, move, playToken.current);
        };
        const answered = await within(false).catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 403 && !session.getSnapshot().finished) return within(true);
          throw error;
        });
        if (session.apply(answered, Date.now())) return { ok: true };
        // The rules' own reason when they refuse the answer (a word already played…).
        const refused = session.getSnapshot().finished ? null : definition.module.apply(session.getSnapshot().state, answered);
        return { ok: false, message: isInvalid(refused) ? refused.reason : t('game.answer.failed') };
      } catch (error) {
        console.warn('The question could not be answered', error);
        return { ok: false, message: answerFailureMessage(error) };
      }
    },
    [session, slug, date, provider.slug, definition],
  );

  // A move of the board, the joker or Résoudre: a question goes to the server first, any other is applied.
  const isQuestion = useCallback((move: unknown) => definition.module.questions?.isQuestion(move) ?? false, [definition]);
  const play = useCallback(
    async (move: unknown): Promise<AskOutcome> => {
      if (isQuestion(move)) return ask(move);
      // A refused move of the game's own has nothing to tell the player.
      return dispatch(move) ? { ok: true } : { ok: false, message: '' };
    },
    [isQuestion, ask, dispatch],
  );

  // Debug 'Résoudre': the module's moves (so the server's replay wins too), one every 75 ms after 100 ms. A
  // game whose answer is on the server resolves in rounds: each round's moves follow from the answers before.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const resolve = async () => {
    if (!definition.resolve || resolving) return;
    setResolving(true);
    const rng = createRng(randomUuid());
    const step = definition.resolveStepMs ?? RESOLVE_STEP_MS;
    const wait = (ms: number) => new Promise((done) => window.setTimeout(done, ms));
    for (let round = 0; round < RESOLVE_ROUNDS && mounted.current && session.getSnapshot().status === 'playing'; round++) {
      const { instant, animated } = definition.resolve(session.getSnapshot().state, rng);
      if (instant.length + animated.length === 0) break;
      for (const move of instant) await play(move);
      await wait(RESOLVE_START_MS);
      for (const [i, move] of animated.entries()) {
        if (!mounted.current) return;
        if (i > 0) await wait(step);
        const outcome = await play(move);
        if (!outcome.ok && outcome.message) toast.error(outcome.message);
      }
    }
    await wait(RESOLVE_FINISH_MS);
    if (mounted.current && session.getSnapshot().status === 'playing') setResolving(false);
  };

  const joker = definition.joker;
  const jokerPossible = joker !== null && joker.move(snapshot.state, () => 0) !== null;
  const [asking, setAsking] = useState(false);
  const playJoker = async () => {
    if (joker === null || flash !== null || asking) return;
    const move = joker.move(session.getSnapshot().state, Math.random);
    if (move === null) return;
    setAsking(true);
    const outcome = await play(move);
    if (mounted.current) setAsking(false);
    if (!outcome.ok && outcome.message) toast.error(outcome.message);
  };

  const disabled = rules.open || resolving || snapshot.finished || snapshot.status !== 'playing';
  const { Board } = definition;
  const seconds = session.seconds(Math.max(now, Date.now()));

  return (
    <div className="game-screen" style={gameColors(game)}>
      <GameTopBar game={game} onHelp={rules.show} />
      <div className="play">
        <h1 className="visually-hidden">{game.name}</h1>
        <div className="play__bar">
          <div className="play__links">
            {provider.feedback_url && (
              <a
                className="icon-button"
                href={provider.feedback_url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('game.feedback')}
                title={t('game.feedback')}
              >
                <FeedbackIcon />
              </a>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={t('game.landing.instructions')}
              title={t('game.landing.instructions')}
              onClick={rules.show}
            >
              <BookIcon />
            </button>
          </div>
          <p className="play__timer">
            <span role="timer" aria-label={t('game.timer')} className="play__time">
              {formatDuration(seconds)}
            </span>
            {/* Its line is kept under the timer, in the bar: the flash never covers the board. */}
            <span className="play__penalty-line">
              {flash !== null && (
                // biome-ignore lint/a11y/useAriaPropsSupportedByRole: read as words where supported (« Pénalité de 30 secondes »); elsewhere « +30 » is.
                <span className="play__penalty" aria-label={t('game.penalty.label', { n: flash })}>
                  {t('game.penalty', { n: flash })}
                </span>
              )}
            </span>
          </p>
          {joker !== null && (
            <button
              type="button"
              className="button button--game play__joker"
              disabled={!jokerPossible || flash !== null || asking || disabled}
              onClick={() => void playJoker()}
            >
              <BulbIcon />
              {joker.label}
            </button>
          )}
        </div>
        {/* Hidden while the rules stop the clock: a paused game is not studied off the clock. */}
        <div ref={board} className={`play__board${rules.open ? ' play__board--paused' : ''}`}>
          <Board state={snapshot.state} dispatch={dispatch} disabled={disabled} confirm={confirm} ask={ask} seconds={seconds} />
        </div>
        {hasFeature('debug_resolve') && definition.resolve && (
          <div className="play__debug">
            <button type="button" className="button button--ghost" disabled={resolving || snapshot.finished} onClick={() => void resolve()}>
              {t('game.resolve')}
            </button>
          </div>
        )}
      </div>
      {rules.open && <RulesModal game={game} definition={definition} onClose={rules.hide} />}
      {confirmation && (
        <Modal title={confirmation.title} onClose={() => confirmation.answer(false)} style={gameColors(game)}>
          <p>{confirmation.text}</p>
          <div className="modal__footer">
            <button type="button" className="button button--ghost" onClick={() => confirmation.answer(false)}>
              {confirmation.cancelLabel}
            </button>
            <button type="button" className="button button--primary" onClick={() => confirmation.answer(true)}>
              {confirmation.confirmLabel}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
