import { isInvalid } from '@jdj/puzzles';
import { type CSSProperties, useContext, useEffect, useState } from 'react';
import type { AnyGameDefinition, AskOutcome } from '../../games/game-definition.ts';
import { gameRegistry } from '../../games/registry.ts';
import { tc } from '../../i18n/fr-console.ts';
import { useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { GameScreensLoaderContext } from './console-context.ts';
import { safeAccentColor, textColorOn } from '../../shared/ui/accent-color.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; definition: AnyGameDefinition; state: unknown } | { status: 'error'; message: string };

/**
 * A day as its player will see it: the game's own board (its chunk, its rules module) on the day's public
 * puzzle, played here without a timer, a score or tracking. Questions to the server are not asked.
 */
export default function DayPreview({ game, puzzle }: { game: string; puzzle: unknown }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [games] = useConsoleData('/api/console/games', consoleAnswers.games);
  const loadGameScreens = useContext(GameScreensLoaderContext);
  const color = (games.status === 'ready' ? games.data.find((g) => g.slug === game)?.color : undefined) ?? '#17306b';
  useEffect(() => {
    const entry = gameRegistry[game as keyof typeof gameRegistry];
    if (!entry?.load) return setLoaded({ status: 'error', message: tc('day.preview.unavailable') });
    let live = true;
    // The shared screens' chunk brings the game screens' stylesheet, as on a real visit.
    void Promise.all([entry.load(), loadGameScreens()]).then(
      ([definition]) => {
        const parsed = definition.parsePuzzle(puzzle);
        if (!live) return;
        if (!parsed.ok) return setLoaded({ status: 'error', message: parsed.error });
        setLoaded({ status: 'ready', definition, state: definition.module.init(parsed.value) });
      },
      () => live && setLoaded({ status: 'error', message: tc('console.error') }),
    );
    return () => {
      live = false;
    };
  }, [game, puzzle, loadGameScreens]);

  if (loaded.status === 'loading') return <p role="status">{tc('console.loading')}</p>;
  if (loaded.status === 'error') return <p role="alert">{loaded.message}</p>;
  const { definition, state } = loaded;
  const { Board } = definition;
  const dispatch = (move: unknown) => {
    const next = definition.module.apply(state, move);
    if (isInvalid(next)) return false;
    setLoaded({ ...loaded, state: next });
    return true;
  };
  const ask = async (): Promise<AskOutcome> => ({ ok: false, message: tc('day.preview.note') });
  return (
    <div className="console-preview">
      <p className="console__hint">{tc('day.preview.note')}</p>
      <div className="game-screen" style={{ '--game-color': safeAccentColor(color), '--game-on-color': textColorOn(safeAccentColor(color)) } as CSSProperties}>
        <div className="play">
          <Board state={state} dispatch={dispatch} disabled={false} confirm={async () => true} ask={ask} seconds={0} />
        </div>
      </div>
    </div>
  );
}
