// Prints the word forms of @zxcvbn-ts/language-fr, most frequent first, one per line: OpenSubtitles
// (ODC-BY) first, everyday speech; then the Wikipedia list, for the words subtitles lack. The raw
// material of the lemma frequency ranks (see build.sh).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { dictionary } = require('@zxcvbn-ts/language-fr');
for (const form of [...dictionary['commonWords-fr'], ...dictionary['wikipedia-fr']]) process.stdout.write(`${form}\n`);
