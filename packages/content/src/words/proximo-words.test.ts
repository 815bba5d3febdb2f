import { describe, expect, it } from 'vitest';
import { proximoWords } from './proximo-words.ts';

/** The committed word data as the server reads it for Proximo (issue 40). */
describe('Proximo’s French words', () => {
  const words = proximoWords();

  it('count a conjugated form as its infinitive, and a form of two verbs as both', () => {
    for (const form of ['courait', 'couru', 'courons']) expect(words.lemmasOf(form)).toContain('courir');
    expect(words.lemmasOf('suis')).toEqual(expect.arrayContaining(['suivre', 'être']));
  });

  it('read a noun that is also a verb form as itself first', () => {
    expect(words.lemmasOf('marche')).toEqual(['marche', 'marcher']);
    expect(words.lemmasOf('chevaux')).toEqual(['cheval']);
  });

  it('know words that differ by an accent as different words', () => {
    for (const spelling of ['côte', 'côté', 'cote', 'mur', 'mûr']) expect(words.knowsSpelling(spelling)).toBe(true);
    expect(words.lemmasOf('côte')).not.toContain('côté');
  });

  it('read a spelling that is no word through its accent-free key', () => {
    expect(words.knowsSpelling('ocean')).toBe(false);
    expect(words.lemmasOfKey('ocean')).toEqual(['océan']);
    expect(words.lemmasOfKey('eleve')).toEqual(expect.arrayContaining(['élève', 'élever']));
  });

  it('know the everyday modern words, and still not a typo', () => {
    for (const word of ['smartphone', 'covoiturage', 'podcast', 'blog', 'rap', 'appli', 'hashtag', 'emoji', 'emojis', 'vegan']) {
      expect(words.knowsSpelling(word), word).toBe(true);
    }
    for (const typo of ['hsitoire', 'xyzzyq', 'zorglub']) expect(words.knowsSpelling(typo), typo).toBe(false);
  });
});
