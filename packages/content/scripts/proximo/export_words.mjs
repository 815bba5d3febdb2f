// Export the word lists that live in node_modules for the Python build step.
// Why: the frequency lists (zxcvbn-ts French: OpenSubtitles "commonWords" and Wikipedia, both
// frequency-ordered, ODC-BY) tell which lemmas a player knows, and an-array-of-french-words is the
// independent dictionary every candidate must belong to. Python cannot read these JS modules.
// Usage (from /work/main): node packages/content/scripts/proximo/export_words.mjs OUT_DIR
// Writes OUT_DIR/freq.tsv ("word<TAB>rank", best rank over both lists, 1 = most frequent)
// and OUT_DIR/french-words.txt (one word a line), and OUT_DIR/sensitive-words.txt: insults
// (french-badwords-list) and our atrocity words, which a list holds only when its target's field does.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import commonWords from '@zxcvbn-ts/language-fr/dist/commonWords.json.mjs';
import wikipedia from '@zxcvbn-ts/language-fr/dist/wikipedia.json.mjs';

const require = createRequire(import.meta.url);
const frenchWords = require('an-array-of-french-words');
const out = process.argv[2] ?? '/tmp/proximo-work';
const insults = fs.readFileSync(require.resolve('french-badwords-list/list.txt'), 'utf8').split(/\r?\n/);
const ours = fs
  .readFileSync(new URL('../../data/proximo/sensitive-words.txt', import.meta.url), 'utf8')
  .split(/\r?\n/)
  .filter((line) => !line.startsWith('#'));
const sensitive = new Set([...insults, ...ours.flatMap((line) => line.split(/\s+/))].map((w) => w.trim()).filter((w) => /^\p{Ll}+$/u.test(w)));
fs.mkdirSync(out, { recursive: true });

const rank = new Map();
for (const list of [commonWords, wikipedia]) {
  list.forEach((word, i) => {
    const w = word.toLowerCase();
    if (!rank.has(w) || rank.get(w) > i + 1) rank.set(w, i + 1);
  });
}
fs.writeFileSync(path.join(out, 'freq.tsv'), `${[...rank].map(([w, r]) => `${w}\t${r}`).join('\n')}\n`);
fs.writeFileSync(path.join(out, 'french-words.txt'), `${frenchWords.join('\n')}\n`);
fs.writeFileSync(path.join(out, 'sensitive-words.txt'), `${[...sensitive].join('\n')}\n`);
console.log(`commonWords ${commonWords.length}, wikipedia ${wikipedia.length}, merged ${rank.size}, dictionary ${frenchWords.length}`);
