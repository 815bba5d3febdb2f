import fs from 'node:fs';
import path from 'node:path';
import { normaliseGuess, spellingOf, type WordKnowledge } from '@jdj/puzzles';
import { ANAGRAM_FORMS_FILE, ANAGRAM_SUPPLEMENT_FILE, dictionaryWords } from '../lexicon/dictionary.ts';
import { PROXIMO_DIR } from './proximo-data.ts';

interface Book {
  /** Every spelling a guess may take (accents kept, see `spellingOf`). */
  known: Set<string>;
  /** Spelling → the lemmas it counts as, the spelling itself first when it is a lemma too. */
  lemmas: Map<string, string[]>;
  /** Accent-free key → the accented spellings of that key (a plain a–z word is its own key). */
  accented: Map<string, string[]>;
}

let book: Book | undefined;

const PLAIN = /^[a-z]+$/;
const SPELT = /^[a-zàâäçéèêëîïôöùûüÿñ]+$/;
const asSpelling = (word: string) => (SPELT.test(word) ? word : spellingOf(word));

/** The lines of a committed data file, comments and blanks aside; none when the file is absent. */
function dataLines(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function addLemma(lemmas: Map<string, string[]>, spelling: string, lemma: string): void {
  const readings = lemmas.get(spelling);
  if (!readings) lemmas.set(spelling, [lemma]);
  else if (!readings.includes(lemma)) readings.push(lemma);
}

/**
 * The words Proximo accepts, read on the first guess a server answers (about a second of CPU), not at start:
 * - the reference dictionary (an-array-of-french-words), Grammalecte's words it lacks (`extra-words.txt`,
 *   scripts/proximo/guess_words.py), the anagram games' extra forms and our own modern words;
 * - `forms.tsv`: a plural, a feminine or a hyphenated word with the lemma it counts as (guess_forms.py);
 * - `verb-forms.tsv`: each listed infinitive with its conjugated forms (guess_words.py), so « courait » is
 *   « courir » as « chevaux » is « cheval ».
 */
function loadBook(dir: string): Book {
  const known = new Set<string>();
  const lemmas = new Map<string, string[]>();
  const nounLemmas = new Set<string>();
  for (const line of dataLines(path.join(dir, 'forms.tsv'))) {
    const [form = '', lemma = ''] = line.split('\t');
    const spelling = spellingOf(form);
    if (spelling === '' || lemma === '') continue;
    addLemma(lemmas, spelling, lemma);
    nounLemmas.add(spellingOf(lemma));
  }
  for (const line of dataLines(path.join(dir, 'verb-forms.tsv'))) {
    const [infinitive = '', forms = ''] = line.split('\t');
    if (infinitive === '') continue;
    known.add(asSpelling(infinitive));
    for (const form of forms.split(' ')) {
      const spelling = asSpelling(form);
      if (spelling === '') continue;
      // « marche » is a noun of its own besides a form of « marcher »: its own reading comes first.
      if (nounLemmas.has(spelling) && !lemmas.has(spelling)) lemmas.set(spelling, [form]);
      addLemma(lemmas, spelling, infinitive);
    }
  }
  for (const word of dictionaryWords()) known.add(asSpelling(word));
  const extraFiles = [path.join(dir, 'extra-words.txt'), path.join(dir, 'modern-words.txt'), ANAGRAM_FORMS_FILE, ANAGRAM_SUPPLEMENT_FILE];
  for (const file of extraFiles) for (const word of dataLines(file)) known.add(asSpelling(word.trim()));
  for (const spelling of lemmas.keys()) known.add(spelling);

  const accented = new Map<string, string[]>();
  for (const spelling of known) {
    if (PLAIN.test(spelling)) continue;
    const key = normaliseGuess(spelling);
    const spellings = accented.get(key);
    if (spellings) spellings.push(spelling);
    else accented.set(key, [spelling]);
  }
  return { known, lemmas, accented };
}

/** The server's French words for Proximo's answers (see WordKnowledge). */
export function proximoWords(dir = PROXIMO_DIR): WordKnowledge {
  const read = () => {
    book ??= loadBook(dir);
    return book;
  };
  const lemmasOf = (spelling: string): readonly string[] => read().lemmas.get(spelling) ?? [];
  return {
    knowsSpelling: (spelling) => read().known.has(spelling),
    lemmasOf,
    lemmasOfKey: (key) => {
      const readings = new Set<string>();
      for (const spelling of read().accented.get(key) ?? []) {
        const own = lemmasOf(spelling);
        for (const reading of own.length > 0 ? own : [spelling]) readings.add(reading);
      }
      return [...readings];
    },
  };
}
