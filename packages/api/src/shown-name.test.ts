import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { shownName, shownNameSentence } from './shown-name-schema.ts';
import { cleanShownName, graphemeCount, shownNameMessage, shownNameProblem } from './shown-name.ts';

const FAMILY = '👨🏻‍👩🏼‍👧🏽‍👦🏾';
const ENGLAND = '🏴󠁧󠁢󠁥󠁮󠁧󠁿';

describe('shown names', () => {
  it('counts what a player counts: an emoji, a flag or an accented letter is one character', () => {
    expect(graphemeCount('Café')).toBe(4);
    expect(graphemeCount('Cafe\u0301')).toBe(4);
    expect(graphemeCount(`🦊${FAMILY}🇫🇷${ENGLAND}❤️`)).toBe(5);
  });

  it('accepts ordinary names, accents, spaces, apostrophes and emoji glued by joiners or variation selectors', () => {
    for (const name of ['Les Cruciverbistes', 'L’Étoile d’Aÿ', 'Ñandú 2024', `Famille ${FAMILY}`, `Allez ${ENGLAND} !`, 'Cœur ❤️', '1️⃣ seul']) {
      expect(shownNameProblem(name, 40), name).toBeNull();
    }
  });

  it('refuses bidi controls, zero-width and other invisible or control characters wherever they sit', () => {
    const hidden = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u180E',
      '\u3164',
      '\u115F',
      '\u034F',
      '\uFE0F',
      '\u{E0041}',
      '\u0007',
      '\n',
      '\t',
      '\u007F',
      '\u0085',
      '\u2028',
      '\u2029',
      '\uE000',
      '\uD800',
    ];
    for (const character of hidden) {
      const code = character.codePointAt(0)?.toString(16);
      expect(shownNameProblem(`ada${character}lovelace`, 40), code).toBe('hidden');
      expect(shownNameProblem(`${character}ada`, 40), code).toBe('hidden');
    }
  });

  it('lets a joiner or a tag live only inside an emoji, never after a letter or at the end', () => {
    expect(shownNameProblem('a\u200D🙂', 40)).toBe('hidden');
    expect(shownNameProblem('🙂\u200D', 40)).toBe('hidden');
    expect(shownNameProblem('🙂\u200Db', 40)).toBe('hidden');
    expect(shownNameProblem('a\u{E0067}', 40)).toBe('hidden');
  });

  it('refuses angle brackets and graphemes loaded with stacked accents', () => {
    expect(shownNameProblem('<b>ada</b>', 40)).toBe('brackets');
    expect(shownNameProblem(`Z${'\u0301'.repeat(20)}algo`, 40)).toBe('overloaded');
  });

  it('limits the length in graphemes, so 40 emoji fit a limit of 40 and 41 do not', () => {
    expect(shownNameProblem('🦊'.repeat(40), 40)).toBeNull();
    expect(shownNameProblem(FAMILY.repeat(40), 40)).toBeNull();
    expect(shownNameProblem('🦊'.repeat(41), 40)).toBe('too-long');
    expect(shownNameProblem('é'.repeat(41), 40)).toBe('too-long');
  });

  it('says in French which field is wrong and what to do', () => {
    expect(shownNameMessage('hidden', 'Le nom de la ligue', 40)).toBe('Le nom de la ligue contient un caractère invisible ou de contrôle : retirez-le.');
    expect(shownNameMessage('too-long', 'Le nom de la ligue', 40)).toBe('Le nom de la ligue ne doit pas dépasser 40 caractères.');
  });

  it('cleans an identity provider’s name without cutting inside an emoji', () => {
    expect(cleanShownName('Ada\u202E \u200Bevol <b>', 60)).toBe('Ada evol b');
    expect(cleanShownName('🦊'.repeat(70), 60)).toBe('🦊'.repeat(60));
    expect(cleanShownName('\u200B\u202E', 60)).toBeUndefined();
  });

  it('gives the schema’s refusal as a whole sentence, marked too long when it is about length', () => {
    const schema = shownName('Le nom de la ligue', 40);
    expect(z.parse(schema, `  ${'🦊'.repeat(40)}  `)).toBe('🦊'.repeat(40));
    const tooLong = z.safeParse(schema, '🦊'.repeat(41));
    expect(shownNameSentence(tooLong.error?.issues[0])).toEqual({ message: 'Le nom de la ligue ne doit pas dépasser 40 caractères.', tooLong: true });
    const hidden = z.safeParse(schema, 'ada\u202Eecila');
    expect(shownNameSentence(hidden.error?.issues[0])).toEqual({
      message: 'Le nom de la ligue contient un caractère invisible ou de contrôle : retirez-le.',
      tooLong: false,
    });
  });
});
