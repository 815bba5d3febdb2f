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
  'title.leagues': '{site} – Ligues',
  'title.console': '{site} – Console',
  'title.legal-notice': '{site} – Mentions légales',
  'title.privacy': '{site} – Politique de confidentialité',
  'title.account-deleted': '{site} – Compte supprimé',

  // Top bar
  'top-bar.home': 'Accueil – {site}',
  'top-bar.login': 'Se connecter',
  'top-bar.profile': 'Mon profil : {initials}',
  'top-bar.stats': 'Mes statistiques',
  'top-bar.leagues': 'Ligues',
  'theme.dark': 'Thème sombre',

  // Footer
  'footer.copyright': '© {year} {name}. Tous droits réservés.',
  'footer.about': 'À propos',
  'footer.version': 'Version',
  'footer.legal-notice': 'Mentions légales',
  'footer.privacy': 'Politique de confidentialité',

  // Home
  'home.title': 'Les jeux du jour',
  'home.subtitle': 'Un nouveau défi par jeu, chaque jour.',
  'home.empty': "Aucun jeu n'est disponible pour le moment.",
  'home.play': 'Jouer',
  'home.play.label': 'Jouer à {game}',
  'home.streak.label': 'Série en cours :',
  'home.streak.one': '{n} jour',
  'home.streak.other': '{n} jours',

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
