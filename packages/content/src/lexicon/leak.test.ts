import { describe, expect, it } from 'vitest';
import { leakingWord, leaksAnswer, sameFamily, stemOf } from './leak.ts';

/** Clues an independent read of the plans found giving their answer away (issue 11), and the word that does. */
const LEAKING_CLUES = [
  ['animaux', 'animal', 'animaux'],
  ['vêtements', 'survêtement', 'vêtements'],
  ['temps', 'longtemps', 'temps'],
  ['temps', 'printemps', 'temps'],
  ['Arbuste épineux aux petites fleurs blanches', 'aubépine', 'épineux'],
  ['Se battre contre un adversaire ou un fléau', 'combattre', 'battre'],
  ['Qui cherche trop à plaire', 'complaisant', 'plaire'],
  ["Fragment qui subsiste d'un objet brisé", 'débris', 'brisé'],
  ['Cheval blanc portant une corne au front', 'licorne', 'corne'],
  ['Zone sombre créée par un objet', 'ombre', 'sombre'],
  ['Avant tout, plus que tout le reste', 'surtout', 'tout'],
  ["L'anticernes le camoufle", 'cerne', 'anticernes'],
  ["« Motus et bouche cousue » l'interdit", 'dire', 'interdit'],
  ['Une table qui ne boite pas', 'stable', 'table'],
  ['Il aime les chevaux du chanteur', 'chanter', 'chanteur'],
  ['Des abeilles partout', 'abeille', 'abeilles'],
  ['Un jardin ensoleillé', 'soleil', 'ensoleillé'],
  ['Au bord des mers', 'mer', 'mers'],
  ['Elle en est toute émue', 'émotion', 'émue'],
  // Issue 41: definitions that give the family away.
  ['Musée consacré aux sciences naturelles', 'muséum', 'Musée'],
  ['Chemin plus court', 'raccourci', 'court'],
  ['Enfant aux cheveux roux', 'rouquin', 'roux'],
] as const;

/** Synonyms a Synonymo day offered next to a word they show. */
const SYNONYMS_OF_ONE_FAMILY = [
  ['sûrement', 'assurément'],
  ['tant', 'autant'],
  ['fracasser', 'casser'],
  ['recoin', 'coin'],
  ['ingénieux', 'génial'],
  ['allongé', 'long'],
  ['transpercer', 'percer'],
  ['emplacement', 'place'],
  ['réunir', 'unir'],
  ['originel', 'original'],
] as const;

/** Answers of one game planned on the same day: finding one gives the other. */
const SAME_DAY_FAMILIES = [
  // Issue 29: answers of two games on one day, and two words of one length (either way round).
  ['servir', 'serviable'],
  ['nettement', 'nettoyage'],
  ['éteint', 'éteindre'],
  ['trahison', 'trahir'],
  ['lentement', 'turbulent'],
  ['turbulent', 'lentement'],
  ['noix', 'noisette'],
  ['émoi', 'émotion'],
  ['durée', 'durable'],
  ['niveler', 'niveau'],
  ['tirer', 'tirage'],
  ['abondance', 'abondant'],
  ['savoir', 'savant'],
  ['nuire', 'nuisible'],
  ['emploi', 'employeur'],
  ['notamment', 'noter'],
  ['errant', 'erreur'],
  ['favori', 'favorable'],
  ['durer', 'durable'],
  ['émouvant', 'émotion'],
  ['distrait', 'distraction'],
  ['originel', 'original'],
  // Issue 41: a root derivation changes at its end (visibl/visibil, lumi/lumin), or the family is listed.
  ['visible', 'visibilité'],
  ['lumière', 'luminosité'],
  ['intelligence', 'intellect'],
] as const;

/** Words that only look alike, or grammatical words inside longer ones: not a leak. */
const UNRELATED = [
  ['Merci pour tout', 'mer'],
  ['Étendue d’eau salée', 'océan'],
  ['Elle stridule dans les herbes hautes', 'sauterelle'],
  ['Consommations offertes à tous', 'tournée'],
  ['Pinocchio ne sait pas le faire discrètement', 'mentir'],
  ['À un degré très élevé', 'extrêmement'],
  ['Comme on le dit partout', 'communément'],
  ['filer', 'fille'],
  ['gérer', 'germer'],
  ['verre', 'versant'],
  ['colère', 'colle'],
  ['salle', 'salut'],
  ['chance', 'chanter'],
] as const;

describe('the leak check', () => {
  it.each(LEAKING_CLUES)('« %s » gives away %s', (clue, answer, word) => {
    expect(leakingWord(clue, answer)).toBe(word);
  });

  it.each(SYNONYMS_OF_ONE_FAMILY)('%s and %s are one family, both ways', (a, b) => {
    expect(sameFamily(a, b)).toBe(true);
    expect(sameFamily(b, a)).toBe(true);
  });

  it.each(SAME_DAY_FAMILIES)('%s and %s are one family', (a, b) => {
    expect(sameFamily(a, b)).toBe(true);
  });

  it.each(UNRELATED)('« %s » leaves %s alone', (clue, answer) => {
    expect(leaksAnswer(clue, answer)).toBe(false);
  });

  it('finds a stem without its ending', () => {
    expect(stemOf('chanteur')).toBe('chant');
    expect(stemOf('mer')).toBe('mer');
  });
});
