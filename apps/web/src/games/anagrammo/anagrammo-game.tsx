import { anagrammo, type AnagramMove, type AnagramState, type AnagrammoPuzzle } from '@jdj/puzzles';
import { tAnagrammo as t } from '../../i18n/fr-anagrammo.ts';
import type { GameDefinition, RulesProps } from '../game-definition.ts';
import { AnagramBoard } from '../letters/anagram/AnagramBoard.tsx';
import { ANAGRAM_RESOLVE_STEP_MS, anagramJoker, anagramResolve } from '../letters/anagram/anagram-definition.ts';
import { AnagramDemo } from '../letters/anagram/AnagramDemo.tsx';
import { AnagramRuleItems } from '../letters/anagram/AnagramRules.tsx';
import { RESULT_DELAY_MS } from '../letters/motion.ts';

function AnagrammoRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="anagram-rules">
      <AnagramDemo hint={t('anagrammo.demo.hint')} word={t('anagrammo.demo.word')} letters={t('anagrammo.demo.letters')} />
      <p>{t('anagrammo.rules.goal')}</p>
      <AnagramRuleItems jokerPenalty={jokerPenalty} mistakes={t('anagrammo.rules.mistakes')} />
    </div>
  );
}

/** Anagrammo in the shared shell: one word from its shuffled letters, on the letter-input kit. */
const anagrammoGame: GameDefinition<AnagrammoPuzzle, AnagramState, AnagramMove> = {
  slug: 'anagrammo',
  module: anagrammo,
  parsePuzzle: (raw) => anagrammo.parse(raw),
  Board: AnagramBoard,
  Rules: AnagrammoRules,
  joker: anagramJoker,
  resolve: anagramResolve,
  // The found (or fifth wrong) word shows 0.8 s before the end screen; the clock stopped on it.
  finishDelayMs: RESULT_DELAY_MS,
  resolveStepMs: ANAGRAM_RESOLVE_STEP_MS,
};

export default anagrammoGame;
