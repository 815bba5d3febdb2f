import { type Translator, translator } from './t.ts';

/** The texts of the « À propos » and « Version » pages, loaded with those pages only (not on the home page). */
export const frPages = {
  // About
  'about.title': 'À propos',
  'about.intro':
    '{site} est un portail de jeux de lettres, de chiffres et de logique. Chaque jour, chaque jeu propose une nouvelle partie, la même pour tous les joueurs.',
  'about.daily.title': 'Une partie par jeu et par jour',
  'about.daily.text':
    'Résolvez la partie du jour le plus vite possible : le chronomètre tourne dès le début, et les jokers ajoutent quelques secondes de pénalité.',
  'about.streak.title': 'Chronomètre et séries',
  'about.streak.text':
    'Jouez plusieurs jours de suite pour faire grandir votre série. Le calendrier de chaque jeu garde la trace des jours joués et de vos temps.',
  'about.free.title': 'Gratuit, avec ou sans compte',
  'about.free.text': 'Tous les jeux sont gratuits. Vous pouvez jouer sans compte : vos parties sont gardées sur cet appareil.',
  'about.games.title': 'Les jeux',
  'about.games.empty': 'Aucun jeu n’est disponible pour le moment.',
  'about.version-link': 'Informations sur la version de l’application',
  'about.home-link': 'Voir les jeux du jour',

  // Version
  'version.title': 'Version',
  'version.app': 'Version de l’application',
  'version.build-date': 'Date de build',
  'version.environment': 'Environnement',
  'version.environment.production': 'production',
  'version.api': 'Version de l’API',
  'version.api.loading': 'Chargement…',
  'version.api.unavailable': 'Non disponible',
  'version.browser': 'Navigateur',
  'version.os': 'Système d’exploitation',
  'version.unknown': 'Inconnu',
  'version.back': 'Retour à l’accueil',
} as const;

export const tPages: Translator<typeof frPages> = translator(frPages);
