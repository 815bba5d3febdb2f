import { describe, expect, it } from 'vitest';
import { frPages } from './fr-pages.ts';
import { frAccount } from './fr-account.ts';
import { fr } from './fr.ts';
import { frBanners } from './fr-banners.ts';
import { frShare, tShare } from './fr-share.ts';
import { shellCatalogue } from './fr-shell.ts';
import { t } from './t.ts';

describe('t()', () => {
  it('fills in {name} placeholders', () => {
    expect(t('footer.copyright', { year: 2026, name: 'Jeux du Jour' })).toBe('© 2026 Jeux du Jour. Tous droits réservés.');
    expect(tShare('share.opening', { platform: 'WhatsApp' })).toBe('Ouverture de WhatsApp pour partager votre score');
    expect(t('title.about', { site: 'Le Journal Partenaire' })).toBe('Le Journal Partenaire – À propos');
  });

  it('returns texts without placeholders as they are', () => {
    expect(t('home.play')).toBe('Jouer');
  });

  it('rejects unknown keys and missing parameters at compile time', () => {
    // @ts-expect-error an unknown key is a type error
    expect(t('home.unknown')).toBeUndefined();
    // @ts-expect-error a message with placeholders needs its parameters
    expect(t('home.streak.one')).toBe('{n} jour');
  });

  it('holds the exact texts of the spec', () => {
    const catalogue = { ...shellCatalogue, ...frShare, ...frBanners };
    const expected: Partial<Record<keyof typeof catalogue, string>> = {
      'app.update.prompt': 'Une mise à jour est disponible. Recharger ?',
      'install.banner.text': 'Installer l’application pour une meilleure expérience',
      'install.banner.install': 'Installer',
      'install.banner.later': 'Plus tard',
      'share.copied': 'Lien copié !',
      'share.shared': 'Contenu partagé avec succès',
      'share.copy-manually': 'Veuillez copier le texte manuellement',
      'share.text-selected': 'Texte sélectionné, utilisez « Copier » dans le menu contextuel',
      'share.opening': 'Ouverture de {platform} pour partager votre score',
      'share.error': 'Erreur lors du partage',
      'share.copy-dialog.title': 'Copier ce texte',
      'share.text': 'J’ai réussi à terminer le jeu {game} en {time} !',
      'game.landing.start-streak': 'Commencez votre série aujourd’hui !',
      'game.landing.played-on': 'Partie jouée le {date}',
      'game.end.your-time': 'Votre temps',
      'game.end.fastest': 'Vous pensez être le plus rapide ?',
      'game.end.feedback': 'Donnez votre avis',
      'not-found.title': 'Page introuvable',
    };
    for (const [key, text] of Object.entries(expected)) {
      expect(catalogue[key as keyof typeof catalogue], key).toBe(text);
    }
    // The version page's own catalogue, loaded with that page only.
    expect(frPages['version.api.unavailable']).toBe('Non disponible');
  });

  it('holds the exact texts of the spec for the account screens', () => {
    expect(frAccount['auth.login.error']).toBe('Email ou mot de passe incorrect');
    expect(frAccount['auth.password-reset.error']).toBe('Les mots de passe ne correspondent pas');
    expect(frAccount['auth.verify-email.success']).toBe('Votre email a été vérifié avec succès. Vous pouvez maintenant vous connecter');
    expect(frAccount['auth.verify-email.error']).toBe('Une erreur est survenue');
    expect(frAccount['profile.title']).toBe('Profil');
    expect(frAccount['profile.enabled']).toBe('Activée');
    expect(frAccount['profile.disabled']).toBe('Désactivée');
  });

  it('has no empty message', () => {
    for (const [key, text] of Object.entries({ ...fr, ...frShare, ...frBanners, ...frAccount })) {
      expect(text.trim(), key).not.toBe('');
    }
  });
});
