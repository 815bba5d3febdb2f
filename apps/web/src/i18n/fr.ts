/**
 * Every text a player can see, in French, keyed by dotted names. Keys follow the spec where it names them
 * (app.update.prompt…). `{name}` marks a parameter that t() fills in. The account screens' texts
 * (auth.login.error, auth.password-reset.error, profile.*) live in fr-account.ts, loaded with those screens.
 * Result tier titles and messages live in @jdj/puzzles (shared with the server), not here.
 */
export const fr = {
  // Application shell
  'app.name': 'Jeux du Jour',
  'app.loading': 'Chargement…',
  'app.provider.error': 'Impossible de charger les jeux. Vérifiez votre connexion puis réessayez.',
  'app.retry': 'Réessayer',
  'app.update.prompt': 'Une mise à jour est disponible. Recharger?',
  'app.update.reload': 'Recharger',
  'app.update.later': 'Plus tard',
  'app.skip-to-content': 'Aller au contenu',
  'app.error.text': 'Une erreur est survenue. Rechargez la page pour continuer.',
  'app.error.reload': 'Recharger la page',

  // Page titles ({site} is the provider's name)
  'title.home': '{site}',
  'title.about': '{site} – À propos',
  'title.version': '{site} – Version',
  'title.login': '{site} – Connexion',
  'title.register': '{site} – Inscription',
  'title.verify-email': "{site} – Vérification de l'email",
  'title.password-reset': '{site} – Réinitialisation du mot de passe',
  'title.profile': '{site} – Profil',
  'title.logout': '{site} – Déconnexion',
  'title.not-found': '{site} – Page introuvable',
  'title.stats': '{site} – Mes statistiques',

  // Top bar
  'top-bar.home': 'Accueil – {site}',
  'top-bar.login': 'Se connecter',
  'top-bar.profile': 'Mon profil : {initials}',
  'top-bar.stats': 'Mes statistiques',
  'theme.dark': 'Thème sombre',

  // Footer
  'footer.copyright': '© {year} {name}. Tous droits réservés.',
  'footer.about': 'À propos',
  'footer.version': 'Version',

  // Home
  'home.title': 'Les jeux du jour',
  'home.subtitle': 'Un nouveau défi par jeu, chaque jour.',
  'home.empty': "Aucun jeu n'est disponible pour le moment.",
  'home.play': 'Jouer',
  'home.play.label': 'Jouer à {game}',
  'home.streak.label': 'Série en cours :',
  'home.streak.one': '{n} jour',
  'home.streak.other': '{n} jours',

  // About
  'about.title': 'À propos',
  'about.intro':
    "{site} est un portail de jeux de lettres, de chiffres et de logique. Chaque jour, chaque jeu propose une nouvelle partie, la même pour tous les joueurs.",
  'about.daily.title': 'Une partie par jeu et par jour',
  'about.daily.text':
    'Résolvez la partie du jour le plus vite possible : le chronomètre tourne dès le début, et les jokers ajoutent quelques secondes de pénalité.',
  'about.streak.title': 'Chronomètre et séries',
  'about.streak.text':
    "Jouez plusieurs jours de suite pour faire grandir votre série. Le calendrier de chaque jeu garde la trace des jours joués et de vos temps.",
  'about.free.title': 'Gratuit, avec ou sans compte',
  'about.free.text':
    "Tous les jeux sont gratuits. Vous pouvez jouer sans compte : vos parties sont gardées sur cet appareil.",
  'about.games.title': 'Les jeux',
  'about.games.empty': "Aucun jeu n'est disponible pour le moment.",
  'about.version-link': "Informations sur la version de l'application",
  'about.home-link': 'Voir les jeux du jour',

  // Version
  'version.title': 'Version',
  'version.app': "Version de l'application",
  'version.build-date': 'Date de build',
  'version.environment': 'Environnement',
  'version.environment.production': 'production',
  'version.api': "Version de l'API",
  'version.api.loading': 'Chargement…',
  'version.api.unavailable': 'Non disponible',
  'version.browser': 'Navigateur',
  'version.os': "Système d'exploitation",
  'version.unknown': 'Inconnu',
  'version.back': "Retour à l'accueil",

  // Not found
  'not-found.title': 'Page introuvable',
  'not-found.text': "La page demandée n'existe pas ou n'est plus disponible.",
  'not-found.home': "Retour à l'accueil",



  // Toasts
  'toast.close': 'Fermer la notification',
  'toast.type.info': 'Information',
  'toast.type.success': 'Succès',
  'toast.type.warning': 'Avertissement',
  'toast.type.error': 'Erreur',

  // Install banner
  'install.banner.text': "Installer l'application pour une meilleure expérience",
  'install.banner.install': 'Installer',
  'install.banner.later': 'Plus tard',
  'install.banner.manual':
    "Pour installer l'application, ouvrez le menu de votre navigateur puis choisissez « Ajouter à l'écran d'accueil » ou « Installer l'application ».",

  'install.banner.manual-ios':
    "Pour installer l'application, touchez le bouton Partager de Safari puis « Sur l'écran d'accueil ».",

  // Dialogs
  'modal.close': 'Fermer',

  // Shared game screens (document 1 §2, document 2 §2)
  'game.back': 'Retour',
  'game.back.label': "Retour à l'accueil",
  'game.help': 'Aide',
  'game.unavailable': "Ce jeu n'est pas proposé ici.",
  'game.landing.start-streak': "Commencez votre série aujourd'hui !",
  'game.landing.streak': 'Série en cours : {days}',
  'game.landing.instructions': 'Instructions',
  'game.landing.played-on': 'Partie jouée le {date}',
  'game.landing.pending': "Score enregistré sur cet appareil, envoi dès le retour de la connexion",
  'game.landing.no-puzzle': "Pas de partie pour ce jour.",
  'game.play': 'Jouer',
  'game.play.bad-date': "Cette adresse ne correspond à aucune partie : la date n'est pas valide.",
  'game.play.future': "Cette partie n'est pas encore disponible. Revenez le jour venu !",
  'game.play.missing': "Aucune partie n'est prévue pour ce jour.",
  'game.play.error': 'Impossible de charger la partie. Vérifiez votre connexion puis réessayez.',
  'game.play.back-to-landing': 'Retour à {game}',
  'game.timer': 'Chronomètre',
  'game.penalty': '+{n}',
  'game.penalty.label': 'Pénalité de {n} secondes',
  'game.joker': 'Joker',
  'game.feedback': 'Donnez votre avis',
  'game.resolve': 'Résoudre',
  'game.answer.offline': 'Pas de connexion : ce coup a besoin du serveur. Réessayez dès le retour du réseau.',
  'game.answer.failed': 'Le serveur n’a pas pu répondre. Réessayez dans un instant.',
  'game.end.lost': 'Partie perdue',
  'game.end.lost-message': 'Ce sera pour une prochaine fois : une nouvelle partie vous attend demain.',
  'game.rules.title': 'Comment jouer à {game} ?',
  'game.rules.play': 'Jouer',
  'game.end.your-time': 'Votre temps',
  'game.end.fastest': 'Vous pensez-être le plus rapide ?',
  'game.end.share': 'Partager',
  'game.end.feedback': 'Donnez votre avis',
  'game.end.no-score': "Vous n'avez pas encore joué la partie du {date}.",

  // Calendars
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

  // Sharing (texts of document 1 §8 and §9)
  'share.text': "J'ai réussi à terminer le jeu {game} en {time} !",
  'share.copy': 'Copier',
  'share.native': 'Partager…',
  'share.email': 'E-mail',
  'share.email-client': 'votre messagerie',
  'share.copied': 'Lien copié !',
  'share.shared': 'Contenu partagé avec succès',
  'share.copy-manually': 'Veuillez copier le texte manuellement',
  'share.text-selected': 'Texte sélectionné, utilisez "Copier" dans le menu contextuel',
  'share.opening': 'Ouverture de {platform} pour partager votre score',
  'share.error': 'Erreur lors du partage',
  'share.copy-dialog.title': 'Copier ce texte',
  'share.copy-dialog.select': 'Sélectionner le texte',
  'share.copy-dialog.done': 'Terminé',

} as const;

export type MessageKey = keyof typeof fr;
