import { type Translator, translator } from './t.ts';

/** Proximo's own texts (document 2 §2, §4, §5, §9), loaded with the game's chunk only. Rules in our own words. */
export const frProximo = {
  'proximo.rules.title': 'Règles du jeu Proximo',
  'proximo.rules.close': 'Compris !',
  'proximo.rules.goal.title': 'Objectif',
  'proximo.rules.goal': 'Trouvez le mot mystère du jour. Chaque mot que vous proposez reçoit un rang selon sa proximité de sens avec lui.',
  'proximo.rules.how.title': 'Comment jouer',
  'proximo.rules.how':
    'Tapez un mot, puis validez avec Entrée ou le bouton Valider. Proposez autant de mots que vous voulez : le chronomètre mesure le temps de votre recherche.',
  'proximo.rules.ranking.title': 'Classement',
  'proximo.rules.ranking':
    'Les 1 000 mots les plus proches du mot mystère sont classés : le rang 1 est le plus proche. Chaque mot prend une température : 100 °C pour le mot mystère, 55 °C au rang 1, 45 °C au rang 10, 35 °C au rang 100 et 25 °C au rang 1 000. Au-delà, le mot est froid (« Hors Top 1000 »). La barre montre sa place parmi les 1 000 plus proches, en pour mille : 999 ‰ pour le plus proche.',
  'proximo.rules.tips.title': 'Astuces',
  'proximo.rules.tips':
    'Commencez large (un lieu, un objet, un sentiment…), puis resserrez autour de vos meilleurs rangs. Pensez aux synonymes, aux contraires et aux mots d’un même domaine.',
  'proximo.rules.stats.title': 'Statistiques',
  'proximo.rules.stats':
    'Le temps, le nombre de tentatives et votre meilleur rang s’affichent pendant la partie et à la fin. Une fois le mot trouvé, vous pouvez continuer à explorer et découvrir les 100 mots les plus proches.',
  'proximo.rules.normalisation.title': 'Normalisation',
  'proximo.rules.normalisation':
    'Majuscules, espaces, chiffres et ponctuation sont ignorés. Les accents comptent : « côte » et « côté » sont deux mots. Un mot tapé sans ses accents vaut le mot accentué s’il n’existe pas tel quel : « ocean » vaut « océan ». Pluriels, féminins et verbes conjugués comptent comme leur forme de base (« chevaux » comme « cheval », « narratrice » comme « narrateur », « courait » comme « courir »). Un mot inconnu, une faute de frappe par exemple, n’est pas compté. Un mot fait 20 caractères au plus.',
  'proximo.demo': 'Exemple de partie',

  'proximo.count.one': '{n} tentative',
  'proximo.count.many': '{n} tentatives',
  'proximo.input.label': 'Votre mot',
  'proximo.input.placeholder': 'Entrez un mot…',
  'proximo.submit': 'Valider',
  'proximo.stats.time': 'Temps',
  'proximo.stats.attempts': 'Tentatives',
  'proximo.stats.best': 'Meilleur rang',
  'proximo.rank': '#{rank}',
  'proximo.rank.label': 'rang {rank} sur 1000',
  'proximo.rank.none': '—',
  'proximo.found': 'Trouvé !',
  'proximo.not-ranked': 'Hors Top 1000',
  'proximo.temperature': '{value} °C',
  'proximo.temperature.cold': 'froid',
  'proximo.permille': '{value} ‰',
  'proximo.heat.label': '{temperature} degrés, {permille} pour mille',
  'proximo.heat.label.found': '100 degrés',
  'proximo.heat.label.cold': 'froid',
  'proximo.history': 'Historique',
  'proximo.history.empty': 'Vos essais s’afficheront ici, du plus proche au plus lointain.',
  'proximo.history.latest': 'Dernier essai',
  'proximo.history.explored': 'exploration',
  'proximo.announce.found': 'Trouvé ! Le mot du jour était « {word} ».',
  'proximo.announce.ranked': '« {word} » : rang {rank} sur 1000, {heat}.',
  'proximo.announce.not-ranked': '« {word} » : hors Top 1000.',
  'proximo.already': 'Déjà proposé : « {word} ».',
  'proximo.waiting': 'Vérification…',

  'proximo.end.title': 'Partie terminée !',
  'proximo.end.results': 'Résultats',
  'proximo.end.total-time': 'Temps total',
  'proximo.end.word': 'Le mot du jour était « {word} ».',
  'proximo.end.new-game': 'Nouvelle partie',
  'proximo.end.no-history': 'L’historique de vos essais est resté sur l’appareil où vous avez joué.',
  'proximo.end.explore': 'Continuer à explorer',
  'proximo.end.explore.text': 'Proposez d’autres mots pour voir leur rang : votre score ne change plus.',
  'proximo.end.nearest.show': 'Voir les 100 mots les plus proches',
  'proximo.end.nearest.title': 'Les 100 mots les plus proches',
  'proximo.end.nearest.yours': 'proposé',
} as const;

export const tProximo: Translator<typeof frProximo> = translator(frProximo);

/** « 0 tentative », « 1 tentative », « 2 tentatives » (French singular up to 1). */
export const attemptsLabel = (n: number): string => tProximo(n <= 1 ? 'proximo.count.one' : 'proximo.count.many', { n });
