import { anagrammo } from '@jdj/puzzles';
import { tAnagrammo as t } from '../../i18n/fr-anagrammo.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { RulesProps } from '../game-definition.ts';
import { AnagramBoard } from '../letters/anagram/AnagramBoard.tsx';
import { defineAnagramGame } from '../letters/anagram/anagram-definition.ts';
import { AnagramDemo } from '../letters/anagram/AnagramDemo.tsx';
import { AnagramRuleItems } from '../letters/anagram/AnagramRules.tsx';

function AnagrammoRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="anagram-rules">
      <AnagramDemo hint={t('anagrammo.demo.hint')} word={t('anagrammo.demo.word')} letters={t('anagrammo.demo.letters')} />
      <p>{tie(t('anagrammo.rules.goal'))}</p>
      <AnagramRuleItems jokerPenalty={jokerPenalty} mistakes={t('anagrammo.rules.mistakes')} />
    </div>
  );
}

/** Anagrammo in the shared shell: one word from its shuffled letters, on the letter-input kit. */
const anagrammoGame = defineAnagramGame({ module: anagrammo, Board: AnagramBoard, Rules: AnagrammoRules, answers: (puzzle) => [puzzle.word] });

export default anagrammoGame;
