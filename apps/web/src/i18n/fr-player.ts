import { type Translator, translator } from './t.ts';

/**
 * Texts of the player's side loaded on demand: the day's comparison and the win on the end screen, the
 * stats page and the consent banner. Kept out of fr.ts so the home page's first download stays small.
 */
export const frPlayer = {
  // End screen: how the day went for everyone (« How did I do today? »)
  'day.title.today': 'Vous et les joueurs du jour',
  'day.title.past': 'Vous et les joueurs de ce jour',
  'day.faster-than.today': 'Plus rapide que {n} % des joueurs aujourd’hui',
  'day.faster-than.past': 'Plus rapide que {n} % des joueurs de ce jour',
  'day.players.one': '{n} joueur a terminé cette partie.',
  'day.players.other': '{n} joueurs ont terminé cette partie.',
  'day.counted': 'Seules les parties vérifiées par le serveur comptent, et les joueurs d’un même réseau comptent pour deux au plus.',
  'day.too-few': 'Pas encore assez de joueurs pour vous comparer ({n} sur les {min} nécessaires). Revenez plus tard !',
  'day.pending': 'Votre temps sera comparé à celui des autres dès qu’il sera enregistré.',
  'day.unavailable': 'Comparaison indisponible pour le moment.',
  'day.histogram': 'Répartition des temps',
  'day.bin.range': 'de {from} à {to}',
  'day.bin.open': '{from} et plus',
  'day.bin.count.one': '{n} joueur',
  'day.bin.count.other': '{n} joueurs',
  'day.bin.yours': 'votre temps',
  'day.axis.players': 'joueurs',

  // End screen: the moment of the win
  'win.streak': 'Série en cours : {days}',
  'win.streak.grown': 'Série en cours : {days}, un jour de plus !',
  'win.stats': 'Mes statistiques',

  // End screen: the player's place in each of their leagues (issue 27)
  'league.line.today': 'Ligue {league} : {place} sur {placed} aujourd’hui',
  'league.line.past': 'Ligue {league} : {place} sur {placed} ce jour-là',
  'league.line.unranked': 'Ligue {league} : partie non classée (non vérifiée)',
  'league.line.title': 'Vos ligues',
  'league.line.share': 'Partager dans la ligue {league}',
  'league.share.today': '{result} {place} sur {placed} dans la ligue {league} aujourd’hui.',
  'league.share.past': '{result} {place} sur {placed} dans la ligue {league} ce jour-là.',

  // Stats page
  'stats.title': 'Mes statistiques',
  'stats.device': 'Les parties jouées sur cet appareil. Connectez-vous pour retrouver vos statistiques sur tous vos appareils.',
  'stats.account': 'Les parties de votre compte, sur tous vos appareils.',
  'stats.loading': 'Chargement de vos parties…',
  'stats.offline': 'Serveur injoignable : seules les parties de cet appareil sont comptées.',
  'stats.none': 'Pas encore joué.',
  'stats.play': 'Jouer à {game}',
  'stats.reminders': 'Un rappel chaque jour pour garder vos séries : régler mes rappels',
  'stats.played': 'Parties jouées',
  'stats.current-streak': 'Série en cours',
  'stats.best-streak': 'Meilleure série',
  'stats.average': 'Temps moyen',
  'stats.best': 'Meilleur temps',
  'stats.days.one': '{n} jour',
  'stats.days.other': '{n} jours',
  'stats.none-value': '–',
  'stats.history': 'Vos temps des 30 derniers jours',
  'stats.history.empty': 'Aucune partie ces 30 derniers jours.',
  'stats.history.day': '{date} : {time}',
  'stats.history.lost': '{date} : partie perdue ({time})',
  'stats.history.scale': 'Échelle : {max} en haut',

  // Consent banner (platform §9: the optional third-party measurement)
  'consent.title': 'Mesure d’audience',
  'consent.text':
    'Avec votre accord, Google Analytics mesure l’audience du site (pages vues) et dépose des cookies. Sans votre accord, rien n’est chargé. Le lien « Cookies » en bas de page permet de changer d’avis.',
  'consent.accept': 'Accepter',
  'consent.refuse': 'Refuser',
  'consent.manage': 'Cookies',
  'consent.privacy': 'En savoir plus : politique de confidentialité',
} as const;

export const tPlayer: Translator<typeof frPlayer> = translator(frPlayer);
