import { useEffect, useState } from 'react';
import type { AnyGameDefinition } from '../../games/game-definition.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { fetchDailyPuzzle } from './game-api.ts';

interface LostAnswersProps {
  slug: string;
  date: string;
  provider: string;
  definition: AnyGameDefinition;
}

/**
 * The answers a lost day reveals (GameDefinition.revealAnswers), read from the day's puzzle: the game is
 * over for this player, nothing is left to spoil. Offline, or for a game with none, nothing shows.
 */
export function LostAnswers({ slug, date, provider, definition }: LostAnswersProps) {
  const [answers, setAnswers] = useState<string[]>([]);
  useEffect(() => {
    if (!definition.revealAnswers) return;
    const controller = new AbortController();
    fetchDailyPuzzle(slug, date, provider, controller.signal).then(
      (dto) => {
        const puzzle = dto === null ? null : definition.parsePuzzle(dto.puzzle);
        if (puzzle?.ok) setAnswers(definition.revealAnswers?.(puzzle.value) ?? []);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('The day’s answers could not be loaded', error);
      },
    );
    return () => controller.abort();
  }, [slug, date, provider, definition]);
  if (answers.length === 0) return null;
  return (
    <section className="end__answers" aria-labelledby="end-answers">
      <h2 id="end-answers" className="end__answers-title">
        {t(answers.length > 1 ? 'game.end.answers' : 'game.end.answer')}
      </h2>
      <ol className="end__answers-list">
        {answers.map((answer, i) => (
          <li key={`${answer}-${i}`}>{answer}</li>
        ))}
      </ol>
    </section>
  );
}
