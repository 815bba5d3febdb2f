import { fr } from './fr.ts';
import { type Translator, translator } from './t.ts';

/**
 * The texts of the game screens and calendars, loaded with those screens only (not on the home page);
 * their translator also reads the shell's catalogue, for the texts both share (sharing, errors).
 */
export const frShell = {
  'game.back': 'Retour',
  'game.back.label': 'Retour à l’accueil',
  'game.help': 'Aide',
  'game.login-new-tab': 'Se connecter (nouvel onglet)',
  'game.unavailable': 'Ce jeu n’est pas proposé ici.',
  'game.landing.start-streak': 'Commencez votre série aujourd’hui !',
  'game.landing.streak': 'Série en cours : {days}',
  'game.landing.instructions': 'Instructions',
  'game.landing.played-on': 'Partie jouée le {date}',
  'game.landing.lost-on': 'Partie perdue le {date}',
  'game.landing.pending': 'Score enregistré sur cet appareil, envoi dès le retour de la connexion',
  'game.refused': 'Le serveur n’a pas accepté ce résultat ({reason}) : la partie reste jouée sur cet appareil, sans compter dans les comparaisons.',
  'game.end.refused.title': 'Résultat non enregistré',
  'game.end.refused.next':
    'Ce résultat n’a ni médaille ni classement. Les autres jours du calendrier restent à jouer, et une nouvelle partie vous attend demain.',
  'game.landing.no-puzzle': 'Pas de partie pour ce jour.',
  'game.play': 'Jouer',
  'game.play.bad-date': 'Cette adresse ne correspond à aucune partie : la date n’est pas valide.',
  'game.play.future': 'Cette partie n’est pas encore disponible. Revenez le jour venu !',
  'game.play.missing': 'Aucune partie n’est prévue pour ce jour.',
  'game.play.error': 'Impossible de charger la partie. Vérifiez votre connexion puis réessayez.',
  'game.play.back-to-landing': 'Retour à {game}',
  'game.timer': 'Chronomètre',
  'game.penalty': '+{n}',
  'game.penalty.label': 'Pénalité de {n} secondes',
  'game.joker': 'Joker',
  'game.feedback': 'Donnez votre avis',
  'game.resolve': 'Résoudre',
  'game.answer.offline': 'Pas de connexion : ce coup a besoin du serveur. Réessayez dès le retour du réseau.',
  'game.answer.failed': 'Le serveur n’a pas pu répondre. Réessayez dans un instant.',
  'game.end.lost': 'Partie perdue',
  'game.end.lost-message': 'Ce sera pour une prochaine fois : une nouvelle partie vous attend demain.',
  'game.end.answer': 'La réponse du jour',
  'game.end.answers': 'Les réponses du jour',
  'game.end.summary': 'Votre partie',
  'game.rules.title': 'Comment jouer à {game} ?',
  'game.rules.play': 'Jouer',
  'game.end.your-time': 'Votre temps',
  'game.end.unplaced.jokers.title': 'Terminé avec les jokers',
  'game.end.unplaced.jokers.message':
    'Les jokers ont révélé l’essentiel de la réponse : la partie compte pour votre série et votre calendrier, mais pas dans les classements du jour ni des ligues.',
  'game.end.unplaced.too-fast.title': 'Gagné, hors classement',
  'game.end.unplaced.too-fast.message':
    'Trouvé plus vite qu’on ne peut déduire la réponse : la partie compte pour votre série et votre calendrier, mais pas dans les classements du jour ni des ligues.',
  'game.end.fastest': 'Vous pensez être le plus rapide ?',
  'game.end.share': 'Partager',
  'game.end.feedback': 'Donnez votre avis',
  'game.end.no-score': 'Vous n’avez pas encore joué la partie du {date}.',
  'calendar.weekday.mon': 'Lun.',
  'calendar.weekday.tue': 'Mar.',
  'calendar.weekday.wed': 'Mer.',
  'calendar.weekday.thu': 'Jeu.',
  'calendar.weekday.fri': 'Ven.',
  'calendar.weekday.sat': 'Sam.',
  'calendar.weekday.sun': 'Dim.',
  'calendar.previous-month': 'Mois précédent',
  'calendar.next-month': 'Mois suivant',
  'calendar.previous-week': 'Semaine précédente',
  'calendar.next-week': 'Semaine suivante',
  'calendar.week.label': 'Semaine du {week}',
  'calendar.month.label': 'Calendrier de {month}',
  'calendar.day.played': '{date}, partie jouée',
  'calendar.day.streak': '{date}, partie jouée, dans la série en cours',
  'calendar.day.lost': '{date}, partie perdue',
  'calendar.day.lost-streak': '{date}, partie perdue, dans la série en cours',
  'calendar.keys': 'Flèches pour changer de jour, Page précédente et Page suivante pour changer de page',
} as const;

export const shellCatalogue = { ...fr, ...frShell };

export type ShellMessageKey = keyof typeof shellCatalogue;

export const tShell: Translator<typeof shellCatalogue> = translator(shellCatalogue);
