import { describe, expect, it } from 'vitest';
import {
  isMotamoChain,
  parseAnagrammoRecord,
  parseMelimeloRecord,
  parseMotamoRecord,
  parsePrefixoRecord,
  parseProximoRecord,
  parseSynonymoRecord,
} from './records.ts';

const day = { id: '2026-11-21', date_to_play: '2026-11-21' };
const motamoWord = (word: string) => ({ word, definition: 'Une définition;sur deux lignes', difficulty: 1, category: 'nature' });
const lettersOf = (n: number) => [n % 26, Math.floor(n / 26) % 26, Math.floor(n / 676)].map((d) => String.fromCharCode(97 + d)).join('');
const proximoWords = Array.from({ length: 1000 }, (_, i) => `mot${lettersOf(i)}`);

describe('the daily records of the word games', () => {
  it('accepts an Anagrammo day whose alternatives use the same letters, accents aside', () => {
    const parsed = parseAnagrammoRecord({ ...day, word: 'nacre', hint: 'Reflet irisé des coquillages', alternatives: ['écran', 'rance'] });
    expect(parsed.ok).toBe(true);
    expect(parseAnagrammoRecord({ ...day, word: 'nacre', hint: 'Reflet', alternatives: ['navre'] })).toEqual({
      ok: false,
      error: 'Anagrammo : « navre » n’a pas les lettres de « nacre »',
    });
  });

  it('refuses a missing hint, a non-word and a wrong date', () => {
    expect(parseAnagrammoRecord({ ...day, word: 'nacre' })).toMatchObject({ ok: false, error: 'Anagrammo : champ hint manquant ou vide' });
    expect(parseAnagrammoRecord({ ...day, word: 'na cre', hint: 'x' })).toMatchObject({ ok: false });
    expect(parseAnagrammoRecord({ ...day, date_to_play: '2026-02-30', word: 'nacre', hint: 'x' })).toMatchObject({ ok: false });
    expect(parseAnagrammoRecord(null)).toMatchObject({ ok: false, error: 'Anagrammo : objet attendu' });
  });

  it('wants Melimelo words of strictly rising length', () => {
    const words = ['rue', 'lune', 'astre', 'soleil', 'horizon'].map((word) => ({ word, hint: 'Un indice' }));
    expect(parseMelimeloRecord({ ...day, words }).ok).toBe(true);
    const flat = [...words];
    flat[2] = { word: 'ciel', hint: 'Un indice' };
    expect(parseMelimeloRecord({ ...day, words: flat })).toMatchObject({ ok: false, error: 'Melimelo : le mot 3 doit être plus long que le précédent' });
    expect(parseMelimeloRecord({ ...day, words: words.slice(0, 4) })).toMatchObject({ ok: false });
  });

  it('holds Motamo to its chain and to a second letter other than the first', () => {
    expect(isMotamoChain(['soleil', 'lumière', 'étoile', 'éclair', 'rêve'])).toBe(true);
    const chain = ['soleil', 'lumière', 'étoile', 'éclair', 'rêve'].map(motamoWord);
    expect(parseMotamoRecord({ ...day, words: chain }).ok).toBe(true);
    const broken = [...chain];
    broken[3] = motamoWord('orage');
    expect(parseMotamoRecord({ ...day, words: broken })).toMatchObject({
      ok: false,
      error: 'Motamo : chaque mot doit commencer par la dernière lettre du précédent',
    });
    const repeated = [...chain];
    repeated[4] = motamoWord('rroue');
    expect(parseMotamoRecord({ ...day, words: repeated })).toMatchObject({
      ok: false,
      error: 'Motamo, mot 5 : la deuxième lettre ne peut pas répéter la première',
    });
  });

  it('holds Prefixo to five words extending its two-letter prefix', () => {
    const words = ['matin', 'marée', 'maçon', 'malle', 'mauve'].map((word, index) => ({ id: index + 1, index, word, definition: 'Une définition' }));
    expect(parsePrefixoRecord({ ...day, prefix: 'MA', words }).ok).toBe(true);
    expect(parsePrefixoRecord({ ...day, prefix: 'MO', words })).toMatchObject({ ok: false, error: 'Prefixo, mot 1 : « matin » ne prolonge pas le préfixe MO' });
    expect(parsePrefixoRecord({ ...day, prefix: 'ma', words })).toMatchObject({ ok: false });
  });

  it('wants four different words in a Synonymo day', () => {
    const words = ['content', 'joyeux', 'ravi'].map((word, i) => ({ id: i + 1, word }));
    expect(parseSynonymoRecord({ ...day, reference: 'heureux', words }).ok).toBe(true);
    expect(parseSynonymoRecord({ ...day, reference: 'ravi', words })).toMatchObject({ ok: false });
  });

  it('wants 1,000 distinct words in a Proximo list, without the target', () => {
    expect(new Set(proximoWords).size).toBe(1000);
    const record = { ...day, target: 'mer', target_hash: 'a'.repeat(64), words: proximoWords };
    expect(parseProximoRecord(record).ok).toBe(true);
    expect(parseProximoRecord({ ...record, target: proximoWords[10] })).toMatchObject({
      ok: false,
      error: 'Proximo : la cible ne peut pas figurer dans sa propre liste',
    });
    expect(parseProximoRecord({ ...record, words: [...proximoWords.slice(1), proximoWords[5]] })).toMatchObject({
      ok: false,
      error: 'Proximo : la liste contient des doublons',
    });
    expect(parseProximoRecord({ ...record, target_hash: 'abc' })).toMatchObject({ ok: false });
  });
});
