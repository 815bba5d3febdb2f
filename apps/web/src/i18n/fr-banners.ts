import { type Translator, translator } from './t.ts';

/** The texts of the install invitation and the update prompt, loaded with those bars only (after the first screen). */
export const frBanners = {
  'app.update.prompt': 'Une mise à jour est disponible. Recharger ?',
  'app.update.reload': 'Recharger',
  'app.update.later': 'Plus tard',
  'install.banner.text': 'Installer l’application pour une meilleure expérience',
  'install.banner.install': 'Installer',
  'install.banner.later': 'Plus tard',
  'install.banner.manual':
    'Pour installer l’application, ouvrez le menu de votre navigateur puis choisissez « Ajouter à l’écran d’accueil » ou « Installer l’application ».',
  'install.banner.manual-ios': 'Pour installer l’application, touchez le bouton Partager de Safari puis « Sur l’écran d’accueil ».',
} as const;

export const tBanners: Translator<typeof frBanners> = translator(frBanners);
