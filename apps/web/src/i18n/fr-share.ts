import { type Translator, translator } from './t.ts';

/** The texts of sharing a result (document 1 §8 and §9), loaded with the end screens only. */
export const frShare = {
  'share.text': 'J’ai réussi à terminer le jeu {game} en {time} !',
  'share.unplaced.jokers': '🃏 Avec l’aide des jokers, hors classement',
  'share.unplaced.too-fast': '⏱️ Hors classement',
  'share.copy': 'Copier',
  'share.native': 'Partager…',
  'share.email': 'E-mail',
  'share.email-client': 'votre messagerie',
  'share.copied': 'Lien copié !',
  'share.shared': 'Contenu partagé avec succès',
  'share.copy-manually': 'Veuillez copier le texte manuellement',
  'share.text-selected': 'Texte sélectionné, utilisez « Copier » dans le menu contextuel',
  'share.opening': 'Ouverture de {platform} pour partager votre score',
  'share.error': 'Erreur lors du partage',
  'share.copy-dialog.title': 'Copier ce texte',
  'share.copy-dialog.select': 'Sélectionner le texte',
  'share.copy-dialog.done': 'Terminé',
} as const;

export const tShare: Translator<typeof frShare> = translator(frShare);
