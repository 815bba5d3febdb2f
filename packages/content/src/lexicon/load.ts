import fs from 'node:fs';
import path from 'node:path';
import type { LexiconEntry } from './entry.ts';
import { parseLexiconLine } from './entry.ts';
import { DATA_DIR } from '../data-dir.ts';

export { DATA_DIR };
export const LEXICON_DIR = path.join(DATA_DIR, 'lexicon');

export interface Lexicon {
  entries: LexiconEntry[];
  /** Entries by their playable letters ("ELEPHANT"). */
  byLetters: Map<string, LexiconEntry>;
}

export interface LexiconLoad {
  lexicon: Lexicon;
  /** "file:line: message" for every line that was refused. */
  errors: string[];
}

/** Reads lexicon text; a refused line is reported and left out, never half-read. */
export function parseLexiconText(text: string, file: string, into: LexiconEntry[], errors: string[]): void {
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const parsed = parseLexiconLine(line, where);
    if (parsed.kind === 'error') for (const error of parsed.errors) errors.push(`${where}: ${error}`);
    if (parsed.kind === 'entry') into.push(parsed.entry);
  });
}

export function buildLexicon(entries: LexiconEntry[], errors: string[]): Lexicon {
  const byLetters = new Map<string, LexiconEntry>();
  const kept: LexiconEntry[] = [];
  for (const entry of entries) {
    const previous = byLetters.get(entry.letters);
    if (previous) {
      // "pécher" and "pêcher" are the same answer once accents are gone: only one may be played.
      errors.push(`${entry.source}: « ${entry.lemma} » se joue comme « ${previous.lemma} » (${previous.source})`);
      continue;
    }
    byLetters.set(entry.letters, entry);
    kept.push(entry);
  }
  kept.sort((a, b) => (a.letters < b.letters ? -1 : a.letters > b.letters ? 1 : 0));
  return { entries: kept, byLetters };
}

export const FREQUENCY_FILE = path.join(DATA_DIR, 'derived', 'frequency.tsv');

/** Lemma -> frequency rank, derived from subtitles by scripts/frequency/build.sh. */
export function readFrequencyRanks(file = FREQUENCY_FILE): Map<string, number> {
  const ranks = new Map<string, number>();
  if (!fs.existsSync(file)) return ranks;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [lemma, rank] = line.split('\t');
    if (lemma && rank && /^\d+$/.test(rank) && !ranks.has(lemma)) ranks.set(lemma, Number(rank));
  }
  return ranks;
}

/** Loads every `*.txt` file of a lexicon folder (default: the committed one), with frequency ranks. */
export function loadLexicon(dir: string = LEXICON_DIR): LexiconLoad {
  const errors: string[] = [];
  const entries: LexiconEntry[] = [];
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.txt'))
        .sort()
    : [];
  for (const file of files) parseLexiconText(fs.readFileSync(path.join(dir, file), 'utf8'), file, entries, errors);
  const ranks = readFrequencyRanks();
  for (const entry of entries) entry.rank = ranks.get(entry.lemma) ?? null;
  return { lexicon: buildLexicon(entries, errors), errors };
}
