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
  'app.skip-to-content': 'Aller au contenu',
  'app.error.text': 'Une erreur est survenue. Rechargez la page pour continuer.',
  'app.error.reload': 'Recharger la page',

  // Page titles ({site} is the provider's name)
  'title.home': '{site}',
  'title.about': '{site} – À propos',
  'title.version': '{site} – Version',
  'title.login': '{site} – Connexion',
  'title.register': '{site} – Inscription',
  'title.verify-email': '{site} – Vérification de l’email',
  'title.password-reset': '{site} – Réinitialisation du mot de passe',
  'title.profile': '{site} – Profil',
  'title.logout': '{site} – Déconnexion',
  'title.not-found': '{site} – Page introuvable',
  'title.stats': '{site} – Mes statistiques',
  'title.leagues': '{site} – Ligues',
  'title.reminders': '{site} – Rappels',
  'title.console': '{site} – Console',
  'title.legal-notice': '{site} – Mentions légales',
  'title.privacy': '{site} – Politique de confidentialité',
  'title.account-deleted': '{site} – Compte supprimé',

  // Top bar
  'top-bar.home': 'Accueil – {site}',
  'top-bar.login': 'Se connecter',
  'top-bar.profile': 'Mon profil : {initials}',
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
  'home.empty': 'Aucun jeu n’est disponible pour le moment.',
  'home.play': 'Jouer',
  'home.play.label': 'Jouer à {game}',
  'home.streak.label': 'Série en cours :',
  'home.streak.one': '{n} jour',
  'home.streak.other': '{n} jours',

  // Not found
  'not-found.title': 'Page introuvable',
  'not-found.text': 'La page demandée n’existe pas ou n’est plus disponible.',
  'not-found.home': 'Retour à l’accueil',

  // Toasts
  'toast.close': 'Fermer la notification',
  'toast.type.info': 'Information',
  'toast.type.success': 'Succès',
  'toast.type.warning': 'Avertissement',
  'toast.type.error': 'Erreur',

  // Dialogs
  'modal.close': 'Fermer',
} as const;

export type MessageKey = keyof typeof fr;
