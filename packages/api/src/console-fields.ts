/**
 * The console's fields as a publisher reads them (issue 42): the audit log's changes and the refusals of a
 * provider's settings say « Noms d’hôte », never `hostnames`. Shared by the server (audit lines, 400
 * messages) and whoever shows them.
 */
export const CONSOLE_FIELD_WORDS: Readonly<Record<string, string>> = {
  slug: 'Identifiant',
  name: 'Nom affiché',
  features: 'Fonctions',
  games: 'Jeux proposés',
  feedback_url: 'Lien d’avis',
  share_url: 'Lien de partage',
  timezone: 'Fuseau horaire',
  hostnames: 'Noms d’hôte',
  frame_ancestors: 'Sites autorisés à intégrer le portail',
  legal_notice_url: 'Page de mentions légales',
  privacy_url: 'Page de politique de confidentialité',
  contact_email: 'Adresse de contact',
  legal_editor_name: 'Nom de l’éditeur',
  legal_editor_address: 'Adresse de l’éditeur',
  legal_director: 'Directeur ou directrice de la publication',
  legal_contact_phone: 'Téléphone de contact',
  legal_host_name: 'Nom de l’hébergeur',
  legal_host_address: 'Adresse de l’hébergeur',
  legal_host_phone: 'Téléphone de l’hébergeur',
  legal_details: 'Autres mentions',
  is_active: 'Visible',
  banned: 'Suspendu',
  role: 'Rôle',
  provider_id: 'Fournisseur',
  answers: 'Réponses',
  colors: 'Couleurs',
  logo: 'Logo',
  archived: 'Archivé',
  words: 'Mots',
  email_verified: 'Adresse vérifiée',
};

/** A field's words, with the line of a list (`hostnames.1` → « Noms d’hôte, ligne 2 »); the key itself when unknown. */
export function consoleFieldWords(path: readonly PropertyKey[]): string | undefined {
  const [head, index] = path;
  const words = typeof head === 'string' ? CONSOLE_FIELD_WORDS[head] : undefined;
  if (!words) return undefined;
  return typeof index === 'number' ? `${words}, ligne ${index + 1}` : words;
}
