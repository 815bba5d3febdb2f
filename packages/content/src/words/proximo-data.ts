import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toPlayableLetters } from '@jdj/puzzles';
import { DATA_DIR } from '../lexicon/load.ts';

export const PROXIMO_DIR = path.join(DATA_DIR, 'proximo');

/**
 * Proximo's reviewed data: `targets.txt` (the order in which targets are played) and, per target,
 * `lists/<target>.txt` with its 1,000 nearest lemmas, nearest first. Built once by
 * scripts/proximo/ and committed, because the model behind them is not reproducible.
 */
export function readProximoTargets(dir = PROXIMO_DIR): string[] {
  const file = path.join(dir, 'targets.txt');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && fs.existsSync(proximoListFile(line, dir)));
}

export function proximoListFile(target: string, dir = PROXIMO_DIR): string {
  return path.join(dir, 'lists', `${target}.txt`);
}

/** The ranked list of a target, or undefined when its file is missing. */
export function readProximoList(target: string, dir = PROXIMO_DIR): string[] | undefined {
  const file = proximoListFile(target, dir);
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Slurs and crude words that no list may hold (the build script reads the same file). */
export function readProximoExcludedWords(dir = PROXIMO_DIR): Set<string> {
  const text = fs.readFileSync(path.join(dir, 'excluded-words.txt'), 'utf8');
  return new Set(
    text
      .split(/\r?\n/)
      .flatMap((line) => (line.split('#')[0] ?? '').split(/\s+/))
      .filter((w) => w !== ''),
  );
}

/**
 * Insults, slurs and atrocity words: a list may hold one only when it is written in its target's own
 * thematic field (« génocide » for « guerre » if the editors put it there, never near « pollution »). The
 * maintained list french-badwords-list (npm, MIT; its plain-letter entries, not the disguised spellings)
 * and our sensitive-words.txt (atrocities and extreme violence, which no insult list has).
 */
export function readProximoSensitiveWords(dir = PROXIMO_DIR): Set<string> {
  const require = createRequire(import.meta.url);
  const insults = fs.readFileSync(require.resolve('french-badwords-list/list.txt'), 'utf8').split(/\r?\n/);
  const ours = fs
    .readFileSync(path.join(dir, 'sensitive-words.txt'), 'utf8')
    .split(/\r?\n/)
    .flatMap((line) => (line.startsWith('#') ? [] : line.split(/\s+/)));
  return new Set([...insults, ...ours].map((word) => word.trim()).filter((word) => /^\p{Ll}+$/u.test(word)));
}

/** The key a guess is compared on: the target's letters, A–Z. */
export const proximoKey = (word: string) => toPlayableLetters(word).toLowerCase();

/**
 * The hand-written spot checks: per target, five neighbours a French player expects near the top,
 * written before any model output was seen and never edited after (scripts/proximo/README.md).
 * The first two are the acceptance checks; the held-out one is only reported.
 */
export const PROXIMO_SPOT_CHECKS = [
  { file: 'spot-check.tsv', title: 'Contrôle 1 : 30 cibles classiques', acceptance: true },
  { file: 'spot-check-modern.tsv', title: 'Contrôle 2 : 30 cibles modernes', acceptance: true },
  { file: 'spot-check-heldout.tsv', title: 'Contrôle témoin : 20 cibles, écrit avant les champs thématiques', acceptance: false },
  { file: 'spot-check-issue29.tsv', title: "Contrôle témoin 2 : 30 cibles, écrit avant le modèle de l'issue 29", acceptance: false },
  { file: 'spot-check-issue41.tsv', title: "Contrôle témoin 3 : 30 cibles, écrit avant d'avoir lu leurs listes (issue 41)", acceptance: false },
] as const;

/**
 * The hand-written thematic fields (`fields.txt`, "head : members…"): target → its members. A spot check
 * also reports the neighbours that are not written there, found by the model alone.
 */
export function readProximoFields(dir = PROXIMO_DIR): Map<string, Set<string>> {
  return readHeadLines(path.join(dir, 'fields.txt'));
}

/**
 * Spelling look-alikes our editors judged unrelated to their target (« retraite » : retrait…): a list keeps
 * them below its rank 100 (issue 41; scripts/proximo/lookalikes.py applies the same file).
 */
export function readProximoLookalikes(dir = PROXIMO_DIR): Map<string, Set<string>> {
  return readHeadLines(path.join(dir, 'lookalikes.txt'));
}

/** "head : word word …" lines, "#" starting a comment; a head written twice gathers both lines. */
function readHeadLines(file: string): Map<string, Set<string>> {
  const lines = new Map<string, Set<string>>();
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [head = '', words = ''] = (line.split('#')[0] ?? '').split(':');
    if (head.trim() === '') continue;
    const set = lines.get(head.trim()) ?? new Set<string>();
    for (const word of words.split(/\s+/)) if (word !== '') set.add(word);
    lines.set(head.trim(), set);
  }
  return lines;
}

/** Only the top of a list counts in a spot check. */
export const SPOT_CHECK_TOP = 100;
/** A target passes when at least this many of its expected neighbours are in the top. */
export const SPOT_CHECK_GOOD_TARGET = 3;

export interface SpotCheckRow {
  target: string;
  /** Each expected neighbour with its 1-based rank, or undefined when it is not in the top. */
  expected: { word: string; rank: number | undefined }[];
  hits: number;
  listMissing: boolean;
}

export interface SpotCheckScore {
  rows: SpotCheckRow[];
  found: number;
  expected: number;
  /** The same counts over the expected neighbours not written in their target's field line. */
  foundOutsideFields: number;
  expectedOutsideFields: number;
  /** Targets with fewer than SPOT_CHECK_GOOD_TARGET expected neighbours in the top. */
  weakTargets: string[];
}

export function scoreSpotCheck(file: string, dir = PROXIMO_DIR, readList = (t: string) => readProximoList(t, dir)): SpotCheckScore {
  const rows = fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line): SpotCheckRow => {
      const [target = '', words = ''] = line.trim().split('\t');
      const list = readList(target);
      const top = (list ?? []).slice(0, SPOT_CHECK_TOP);
      const expected = words.split(',').map((word) => {
        const index = top.indexOf(word.trim());
        return { word: word.trim(), rank: index < 0 ? undefined : index + 1 };
      });
      return { target, expected, hits: expected.filter((e) => e.rank !== undefined).length, listMissing: list === undefined };
    });
  const fields = readProximoFields(dir);
  const outside = rows.flatMap((r) => r.expected.filter((e) => !fields.get(r.target)?.has(e.word)));
  return {
    rows,
    found: rows.reduce((sum, r) => sum + r.hits, 0),
    expected: rows.reduce((sum, r) => sum + r.expected.length, 0),
    foundOutsideFields: outside.filter((e) => e.rank !== undefined).length,
    expectedOutsideFields: outside.length,
    weakTargets: rows.filter((r) => r.hits < SPOT_CHECK_GOOD_TARGET).map((r) => r.target),
  };
}
