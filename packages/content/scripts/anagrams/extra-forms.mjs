// Prints, from the hunspell forms in the file named by argv[2], those the main word list
// (an-array-of-french-words) lacks and that have an anagram: another word, spelled with other A–Z
// letters in another order, in either list or in the hand-written supplement. See build.sh.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const listed = require('an-array-of-french-words');
const MIN_LETTERS = 3;
const MAX_LETTERS = 14;

// As the games compare words: ligatures written out, accents and case dropped, A–Z only.
const playable = (word) =>
  word
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
const sorted = (letters) => [...letters].sort().join('');

const readWords = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

const forms = readWords(process.argv[2]);
const supplement = readWords(new URL('../../data/anagrams/supplement.txt', import.meta.url));
const known = new Set(listed.filter((w) => /^\p{Ll}+$/u.test(w)).map(playable));

// Distinct A–Z spellings per set of letters, over every source.
const spellings = new Map();
for (const word of [...listed, ...forms, ...supplement]) {
  if (!/^\p{Ll}+$/u.test(word)) continue;
  const letters = playable(word);
  const key = sorted(letters);
  if (!spellings.has(key)) spellings.set(key, new Set());
  spellings.get(key).add(letters);
}

const extra = forms.filter((form) => {
  const letters = playable(form);
  return letters.length >= MIN_LETTERS && letters.length <= MAX_LETTERS && !known.has(letters) && spellings.get(sorted(letters)).size > 1;
});

process.stdout.write('# Formes du dictionnaire hunspell français « classique » (Grammalecte, MPL 2.0) absentes de\n');
process.stdout.write('# an-array-of-french-words et qui ont une anagramme. Généré par scripts/anagrams/build.sh.\n');
for (const form of [...new Set(extra)].sort()) process.stdout.write(`${form}\n`);
