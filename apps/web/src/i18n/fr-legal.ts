import { type Translator, translator } from './t.ts';

/**
 * Texts of the legal pages (« Mentions légales », « Politique de confidentialité ») and of « Oublier cet
 * appareil », loaded with those screens only. {site} is the provider's name; durations come from the
 * server (GET /api/privacy) or the browser's own constants, never written here.
 */
export const frLegal = {
  'legal.own-page': '{site} publie ses propres mentions légales :',
  'legal.own-page.link': 'les consulter sur le site de {site}',
  'legal.title': 'Mentions légales',
  'legal.publisher.title': 'Éditeur et hébergement',
  'legal.publisher.name': 'Ce site est édité par {site}.',
  'legal.publisher.missing': 'Les coordonnées complètes de l’éditeur et de l’hébergeur sont communiquées sur simple demande à l’adresse de contact.',
  'legal.contact.title': 'Contact',
  'legal.contact.text': 'Pour toute question sur le site ou sur vos données :',
  'legal.contact.missing': 'Aucune adresse de contact n’est indiquée pour ce site : écrivez à l’éditeur à son adresse postale.',
  'legal.ip.title': 'Propriété intellectuelle',
  'legal.ip.text':
    'Les jeux, leurs grilles, leurs textes et les éléments graphiques du site sont protégés par le droit d’auteur. Les partager pour jouer ensemble est bienvenu ; les reproduire ailleurs demande l’accord de l’éditeur.',
  'legal.data.title': 'Données personnelles',
  'legal.data.text': 'Ce que le site conserve, pourquoi, combien de temps et comment exercer vos droits :',

  'privacy.title': 'Politique de confidentialité',
  'privacy.own-page': '{site} publie sa propre politique de confidentialité :',
  'privacy.own-page.link': 'la consulter sur le site de {site}',
  'privacy.intro':
    '{site} est responsable des données traitées sur ce site. Cette page dit ce qui est conservé, pourquoi, combien de temps, et comment exercer chacun de vos droits. Jouer ne demande aucun compte.',
  'privacy.loading': 'Chargement des durées de conservation…',
  'privacy.unavailable': 'durée indisponible hors connexion',
  'privacy.stored.title': 'Ce que nous conservons',
  'privacy.what': 'Données',
  'privacy.why': 'Pourquoi',
  'privacy.how-long': 'Combien de temps',

  'privacy.account.title': 'Votre compte (facultatif)',
  'privacy.account.what':
    'Adresse email, nom d’utilisateur, prénom, nom, téléphone si vous le donnez, mot de passe (seulement son empreinte, jamais le mot de passe lui-même), clé de double authentification (chiffrée) et comptes de connexion externes.',
  'privacy.account.why': 'Vous connecter et retrouver vos parties sur tous vos appareils ; vous écrire pour confirmer votre adresse ou changer de mot de passe.',
  'privacy.account.how-long': 'Jusqu’à la suppression du compte, effacé aussitôt.',

  'privacy.scores.title': 'Vos parties',
  'privacy.scores.what': 'Jeu, jour, temps, erreurs et jokers, et le journal des coups joués.',
  'privacy.scores.why': 'Vos séries, calendriers et statistiques ; vérifier qu’un temps est possible ; comparer votre temps à celui des autres joueurs du jour.',
  'privacy.scores.how-long':
    'Le journal des coups : {moveLog}. Les parties : jusqu’à la suppression du compte ou l’oubli de l’appareil ; les parties gagnées et vérifiées restent alors dans les statistiques du jour, sans plus rien qui mène à vous.',

  'privacy.device.title': 'L’identifiant de cet appareil',
  'privacy.device.what': 'Un identifiant tiré au hasard et une clé (seule son empreinte est gardée), créés quand vous jouez sans compte.',
  'privacy.device.why': 'Garder vos parties sans compte, et les rattacher à votre compte quand vous vous connectez sur cet appareil.',
  'privacy.device.how-long': 'Jusqu’à « Oublier cet appareil » ou la suppression du compte auquel il a été rattaché.',

  'privacy.sessions.title': 'Vos sessions de connexion',
  'privacy.sessions.what': 'Date de connexion et de dernière activité, adresse IP et navigateur.',
  'privacy.sessions.why': 'Vous garder connecté, vous montrer vos sessions actives pour déconnecter celles que vous ne reconnaissez pas.',
  'privacy.sessions.how-long': 'Une session prend fin après {session} sans activité, ou dès que vous vous déconnectez.',

  'privacy.links.title': 'Les liens envoyés par email et les codes',
  'privacy.links.what': 'Les liens de confirmation d’adresse et de nouveau mot de passe ; les codes de double authentification déjà utilisés.',
  'privacy.links.why': 'Prouver que l’adresse est la vôtre ; qu’un code ne serve qu’une fois.',
  'privacy.links.how-long': 'Lien de confirmation : {verificationLink}. Lien de nouveau mot de passe : {resetLink}, une seule fois. Code utilisé : {usedCode}.',

  'privacy.audience.title': 'La mesure d’audience du site',
  'privacy.audience.what': 'Les pages vues (sans identifiant ni cookie) et le début et la fin de chaque partie (avec l’identifiant de l’appareil et le navigateur).',
  'privacy.audience.why': 'Savoir quels jeux et quelles pages sont utilisés, pour les améliorer. Cette mesure ne quitte pas le site et n’a pas besoin de votre accord.',
  'privacy.audience.how-long': '{analytics}, puis effacée ; effacée aussitôt avec le compte ou l’appareil.',

  'privacy.abuse.title': 'La protection contre les abus',
  'privacy.abuse.what': 'Des compteurs de requêtes par adresse IP et par joueur, et les mots de passe erronés par compte.',
  'privacy.abuse.why': 'Arrêter les robots et les attaques de mots de passe, sans vous bloquer sur votre propre appareil.',
  'privacy.abuse.how-long':
    '{counters} au plus ({signInWindow} pour les mots de passe erronés). Les compteurs à votre nom sont effacés avec le compte ou l’appareil ; ceux d’une adresse IP, qui ne sont liés à personne, expirent d’eux-mêmes.',

  'privacy.known-device.title': 'Le cookie « appareil connu »',
  'privacy.known-device.what': 'Un cookie signé, sur un navigateur où vous vous êtes connecté, qui nomme votre compte.',
  'privacy.known-device.why': 'Qu’une attaque sur votre mot de passe depuis ailleurs ne vous empêche pas de vous connecter depuis chez vous.',
  'privacy.known-device.how-long': '{knownDevice}, sur ce navigateur seulement.',

  'privacy.browser.title': 'Dans votre navigateur',
  'privacy.browser.what':
    'L’identifiant de l’appareil et sa clé, vos parties, les parties en cours, vos préférences (thème, clavier) et votre choix sur la mesure d’audience tierce.',
  'privacy.browser.why': 'Jouer hors connexion, reprendre une partie, garder vos choix.',
  'privacy.browser.how-long': 'Jusqu’à ce que vous effaciez les données du navigateur ou utilisiez « Oublier cet appareil » ; votre choix sur la mesure d’audience tierce est redemandé après {consent}.',

  'privacy.third-party.title': 'La mesure d’audience Google Analytics',
  'privacy.third-party.what': 'Des cookies déposés par Google et les pages que vous visitez, seulement si vous l’acceptez dans le bandeau.',
  'privacy.third-party.why': 'Mesurer l’audience du site avec l’outil de Google.',
  'privacy.third-party.how-long': 'Rien n’est chargé sans votre accord ; si vous le retirez, l’envoi s’arrête et ses cookies sont effacés de ce site.',

  'privacy.rights.title': 'Vos droits et comment les exercer',
  'privacy.rights.access': 'Accès et portabilité : « Télécharger mes données » dans votre profil donne un fichier de tout ce que le site garde sur votre compte.',
  'privacy.rights.rectify': 'Rectification : « Modifier le profil » et « Changer d’adresse email » dans votre profil.',
  'privacy.rights.erase': 'Effacement : « Supprimer mon compte » dans votre profil efface le compte aussitôt ; sans compte, « Oublier cet appareil » ci-dessous.',
  'privacy.rights.erase-device': 'Accès et effacement : ce site n’a pas de comptes ; « Oublier cet appareil » ci-dessous efface ce qu’il garde de cet appareil.',
  'privacy.rights.consent': 'Retrait du consentement : le lien « Cookies » en bas de page rouvre le choix sur la mesure d’audience tierce.',
  'privacy.rights.no-consent': 'Consentement : ce site n’utilise aucun cookie de mesure d’audience tiers, il n’y a donc rien à accepter.',
  'privacy.rights.profile': 'Mon profil',
  'privacy.rights.other-before': 'Opposition, limitation et toute autre demande : écrivez à',
  'privacy.rights.other-after': '. Nous répondons dans un délai d’un mois.',
  'privacy.rights.other-no-contact': 'Opposition, limitation et toute autre demande : écrivez à l’éditeur, dont les coordonnées figurent dans les',
  'privacy.rights.legal-link': 'mentions légales',
  'privacy.rights.cnil': 'Vous pouvez aussi adresser une réclamation à la CNIL :',
  'privacy.manage-consent': 'Votre choix sur la mesure d’audience tierce :',

  'duration.minutes.one': '{n} minute',
  'duration.minutes.other': '{n} minutes',
  'duration.hours.one': '{n} heure',
  'duration.hours.other': '{n} heures',
  'duration.days.one': '{n} jour',
  'duration.days.other': '{n} jours',
  'duration.months': '{n} mois',
  'duration.years.one': '{n} an',
  'duration.years.other': '{n} ans',

  'account-deleted.title': 'Compte supprimé',
  'account-deleted.text':
    'Votre compte et vos données personnelles ont été effacés, ainsi que les données de ce navigateur. Un email de confirmation vient de partir vers votre adresse, qui n’est plus conservée.',
  'account-deleted.home': 'Retour aux jeux',
} as const;

export const tLegal: Translator<typeof frLegal> = translator(frLegal);
