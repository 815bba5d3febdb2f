import fs from 'node:fs';
import path from 'node:path';
import { normaliseGuess, type WordKnowledge } from '@jdj/puzzles';
import { dictionaryWords } from '../lexicon/dictionary.ts';
import { PROXIMO_DIR } from './proximo-data.ts';

interface Book {
  lemmas: Map<string, string>;
  known: Set<string>;
}

let book: Book | undefined;

/**
 * `forms.tsv` (scripts/proximo/guess_forms.py): a plural, a feminine or a hyphenated word with the lemma
 * it counts as; the reference dictionary (an-array-of-french-words) says which other words exist. Read on
 * the first guess a server answers (some 0.6 s of CPU and 45 MB), not at start.
 */
function loadBook(dir: string): Book {
  const lemmas = new Map<string, string>();
  for (const line of fs.readFileSync(path.join(dir, 'forms.tsv'), 'utf8').split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const [form = '', lemma = ''] = line.split('\t');
    const key = normaliseGuess(form);
    // Two forms of one key (« marche », « marché ») keep the first: a guess is typed without accents anyway.
    if (key !== '' && lemma !== '' && !lemmas.has(key)) lemmas.set(key, lemma);
  }
  const known = new Set<string>();
  // Most words are plain a–z already: only the others need the accent folding (a third of the load time).
  for (const word of dictionaryWords()) known.add(/^[a-z]+$/.test(word) ? word : normaliseGuess(word));
  return { lemmas, known };
}

/** The server's French words for Proximo's answers (see WordKnowledge). */
export function proximoWords(dir = PROXIMO_DIR): WordKnowledge {
  const read = () => {
    book ??= loadBook(dir);
    return book;
  };
  return {
    lemmaOf: (key) => read().lemmas.get(key),
    knows: (key) => read().known.has(key) || read().lemmas.has(key),
  };
}
