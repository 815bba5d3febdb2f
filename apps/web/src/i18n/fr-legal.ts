import { type Translator, translator } from './t.ts';
import { keepPunctuationAttached } from './typography.ts';

/**
 * Texts of the legal pages (« Mentions légales », « Politique de confidentialité ») and of « Oublier cet
 * appareil », loaded with those screens only. {site} is the provider's name; durations come from the
 * server (GET /api/privacy) or the browser's own constants, never written here.
 */
export const frLegal = {
  'legal.own-page': '{site} publie ses propres mentions légales :',
  'legal.own-page.link': 'les consulter sur le site de {site}',
  'legal.title': 'Mentions légales',
  'legal.intro': 'Le site {site} est édité et hébergé par les personnes ci-dessous (article 6-III de la loi pour la confiance dans l’économie numérique).',
  'legal.missing': 'Non renseigné',
  'legal.missing.f': 'Non renseignée',
  'legal.editor.title': 'Éditeur',
  'legal.editor.name': 'Nom ou raison sociale',
  'legal.editor.address': 'Adresse',
  'legal.editor.director': 'Directeur ou directrice de la publication',
  'legal.contact.title': 'Contact',
  'legal.contact.text': 'Pour toute question sur le site ou sur vos données, écrivez à l’éditeur.',
  'legal.contact.email': 'Email',
  'legal.contact.phone': 'Téléphone',
  'legal.host.title': 'Hébergeur',
  'legal.host.name': 'Nom ou raison sociale',
  'legal.host.address': 'Adresse',
  'legal.host.phone': 'Téléphone',
  'legal.details.title': 'Autres mentions',
  'legal.ip.title': 'Propriété intellectuelle',
  'legal.ip.text':
    'Les jeux, leurs grilles, leurs textes et les éléments graphiques du site sont protégés par le droit d’auteur. Les partager pour jouer ensemble est bienvenu ; les reproduire ailleurs demande l’accord de l’éditeur.',
  'legal.data.title': 'Données personnelles',
  'legal.data.text': 'Ce que le site conserve, pourquoi, sur quelle base légale, pour qui, combien de temps et comment exercer vos droits :',

  'privacy.title': 'Politique de confidentialité',
  'privacy.own-page': '{site} publie sa propre politique de confidentialité :',
  'privacy.own-page.link': 'la consulter sur le site de {site}',
  'privacy.intro':
    'Cette page dit, pour chaque usage de vos données sur {site}, ce qui est conservé, pourquoi, sur quelle base légale (article 6 du RGPD), qui le reçoit, combien de temps, et comment exercer chacun de vos droits. Jouer ne demande aucun compte. Aucune donnée n’est vendue ni utilisée pour de la publicité.',
  'privacy.loading': 'Chargement des durées de conservation…',
  'privacy.unavailable': 'durée indisponible hors connexion',

  'privacy.controller.title': 'Responsable du traitement',
  'privacy.controller.text': 'L’éditeur du site décide de ces usages et en répond :',
  'privacy.controller.name': 'Éditeur',
  'privacy.controller.address': 'Adresse',
  'privacy.controller.contact': 'Contact',

  'privacy.stored.title': 'Chaque usage de vos données',
  'privacy.what': 'Données',
  'privacy.why': 'Pourquoi',
  'privacy.basis': 'Base légale',
  'privacy.to': 'Destinataires',
  'privacy.how-long': 'Combien de temps',

  'privacy.host': 'notre hébergeur, {host}, qui stocke les données pour notre compte',
  'privacy.host.unknown': 'notre hébergeur, qui stocke les données pour notre compte (son nom n’est pas renseigné)',
  'privacy.mailer': '{mailer}, qui envoie nos emails pour notre compte',
  'privacy.mailer.unknown': 'le prestataire qui envoie nos emails pour notre compte (son nom n’est pas renseigné)',

  'privacy.account.title': 'Votre compte (facultatif)',
  'privacy.account.what':
    'Adresse email, nom d’utilisateur, prénom, nom, téléphone si vous le donnez, mot de passe (seulement son empreinte, jamais le mot de passe lui-même), clé de double authentification (chiffrée) et comptes de connexion externes.',
  'privacy.account.why': 'Vous connecter et retrouver vos parties sur tous vos appareils.',
  'privacy.account.basis': 'Exécution du contrat (art. 6.1.b) : le compte que vous avez demandé en vous inscrivant.',
  'privacy.account.to':
    'L’éditeur ; {host} ; les administrateurs du portail, pour l’assistance et la modération. Les autres joueurs ne voient que votre nom d’utilisateur, et seulement dans vos ligues.',
  'privacy.account.how-long': 'Jusqu’à la suppression du compte, effacé aussitôt.',

  'privacy.scores.title': 'Vos parties et vos statistiques',
  'privacy.scores.what':
    'Jeu, jour, temps, erreurs et jokers, le journal des coups joués, et une empreinte du réseau d’où la partie est arrivée (calculée avec une clé secrète à partir du début de l’adresse IP et du jour : elle ne redonne pas l’adresse et ne relie pas deux jours).',
  'privacy.scores.why':
    'Vos séries, calendriers et statistiques ; vérifier qu’un temps est possible ; comparer votre temps à celui des autres joueurs du jour, où les joueurs d’un même réseau comptent pour deux au plus.',
  'privacy.scores.basis':
    'Exécution du contrat (art. 6.1.b) : le service de jeu que vous utilisez. La vérification des temps relève de notre intérêt légitime (art. 6.1.f) à des classements honnêtes.',
  'privacy.scores.to':
    'L’éditeur et {host}. Les autres joueurs ne voient que des chiffres du jour sans nom (la répartition des temps), et les membres de vos ligues vos temps (voir « Les ligues »). Les éditeurs partenaires ne voient que des totaux, jamais un joueur.',
  'privacy.scores.how-long':
    'Le journal des coups : {moveLog}. Les parties : jusqu’à la suppression du compte ou l’oubli de l’appareil ; les parties gagnées et vérifiées restent alors dans les statistiques du jour, sans plus rien qui mène à vous.',

  'privacy.leagues.title': 'Les ligues',
  'privacy.leagues.what':
    'Les ligues que vous créez ou rejoignez (nom, membres, date d’arrivée), et ce que les membres voient les uns des autres : le nom d’utilisateur et les temps des parties vérifiées, avec les places et les points qui en découlent ; jamais une adresse email, un prénom ni un nom.',
  'privacy.leagues.why': 'Vous classer chaque jour entre amis, sur invitation.',
  'privacy.leagues.basis': 'Exécution du contrat (art. 6.1.b) : la ligue que vous avez créée ou rejointe.',
  'privacy.leagues.to': 'Les membres de chacune de vos ligues, l’éditeur et {host}.',
  'privacy.leagues.how-long':
    'Tant que vous êtes membre : vous quittez une ligue quand vous le voulez, et toutes vos ligues en supprimant votre compte. Une ligue dont vous êtes propriétaire passe, à la suppression de votre compte, au membre arrivé le plus tôt ; elle est supprimée si elle n’a plus de membre. Un membre retiré par le propriétaire reste noté comme tel, pour que le lien ne le ramène pas, jusqu’à la suppression de la ligue ou de son compte.',
  'privacy.reminders.title': 'Les rappels',
  'privacy.reminders.what':
    'Si vous les activez sur un appareil : l’adresse d’abonnement que votre navigateur donne pour ses notifications et ses clés de chiffrement, l’heure et le fuseau horaire choisis, les rappels voulus et la date du dernier envoi, rattachés à votre compte ou au joueur anonyme de cet appareil.',
  'privacy.reminders.why': 'Vous envoyer la notification demandée, et ne pas l’envoyer les jours où vous avez déjà joué.',
  'privacy.reminders.basis': 'Consentement (art. 6.1.a) : vous activez les rappels, et les désactivez quand vous le voulez.',
  'privacy.reminders.to':
    'L’éditeur, {host}, et le service de notifications de votre navigateur (Google, Mozilla, Apple ou Microsoft), qui ne reçoit que le message chiffré.',
  'privacy.reminders.how-long':
    'Jusqu’à ce que vous désactiviez les rappels, oubliiez cet appareil ou supprimiez votre compte ; un abonnement que le service de notifications dit disparu est effacé dès l’envoi suivant.',
  'privacy.leagues.name':
    'Le nom d’une ligue est celui que lui a donné son propriétaire, et il reste après son départ ou la suppression de son compte. Si vous avez nommé une ligue d’après vous (votre nom de famille, par exemple), renommez-la avant de passer la main ou de supprimer votre compte.',

  'privacy.device.title': 'L’identifiant de cet appareil',
  'privacy.device.what': 'Un identifiant tiré au hasard et une clé (seule son empreinte est gardée), créés quand vous jouez sans compte.',
  'privacy.device.why': 'Garder vos parties sans compte, et les rattacher à votre compte quand vous vous connectez sur cet appareil.',
  'privacy.device.basis': 'Exécution du contrat (art. 6.1.b) : le service de jeu que vous utilisez sans compte.',
  'privacy.device.to': 'L’éditeur et {host}.',
  'privacy.device.how-long': 'Jusqu’à « Oublier cet appareil » ou la suppression du compte auquel il a été rattaché.',

  'privacy.sessions.title': 'Vos sessions de connexion',
  'privacy.sessions.what': 'Date de connexion et de dernière activité, adresse IP et navigateur.',
  'privacy.sessions.why': 'Vous garder connecté, vous montrer vos sessions actives pour déconnecter celles que vous ne reconnaissez pas.',
  'privacy.sessions.basis':
    'Exécution du contrat (art. 6.1.b) pour vous garder connecté ; intérêt légitime (art. 6.1.f) à la sécurité de votre compte pour l’adresse IP et le navigateur.',
  'privacy.sessions.to': 'L’éditeur et {host}.',
  'privacy.sessions.how-long': 'Une session prend fin après {session} sans activité, ou dès que vous vous déconnectez.',

  'privacy.links.title': 'Les liens envoyés par email et les codes',
  'privacy.links.what': 'Les liens de confirmation d’adresse et de nouveau mot de passe ; les codes de double authentification déjà utilisés.',
  'privacy.links.why': 'Prouver que l’adresse est la vôtre ; qu’un code ne serve qu’une fois.',
  'privacy.links.basis': 'Exécution du contrat (art. 6.1.b) : l’ouverture et la sécurité du compte que vous avez demandé.',
  'privacy.links.to': 'L’éditeur, {host} et {mailer}.',
  'privacy.links.how-long': 'Lien de confirmation : {verificationLink}. Lien de nouveau mot de passe : {resetLink}, une seule fois. Code utilisé : {usedCode}.',

  'privacy.mails.title': 'Les emails que nous vous envoyons',
  'privacy.mails.what':
    'Votre adresse email et le texte du message : confirmation d’adresse, nouveau mot de passe, avis de sécurité, confirmation de suppression du compte. Jamais de publicité.',
  'privacy.mails.why':
    'Vous permettre d’ouvrir et de récupérer votre compte, vous prévenir d’un changement que vous n’auriez pas fait, confirmer vos demandes.',
  'privacy.mails.basis':
    'Exécution du contrat (art. 6.1.b) pour les emails du compte ; intérêt légitime (art. 6.1.f) à la sécurité de votre compte pour les avis de sécurité ; obligation légale (art. 6.1.c, articles 12 et 17 du RGPD) pour la confirmation d’une suppression.',
  'privacy.mails.to': '{mailer}.',
  'privacy.mails.how-long':
    'Un email qui ne peut pas partir aussitôt attend sur le site ses nouveaux essais, au plus 22 heures ; dès qu’il est parti, il y est effacé. Un email abandonné n’y garde que son adresse et son objet, 7 jours. Le prestataire d’envoi garde les traces d’envoi le temps fixé par son contrat.',

  'privacy.audience.title': 'La mesure d’audience du site',
  'privacy.audience.what':
    'Les pages vues (sans identifiant ni cookie) et le début et la fin de chaque partie (avec l’identifiant de l’appareil et le navigateur).',
  'privacy.audience.why': 'Savoir quels jeux et quelles pages sont utilisés, pour les améliorer.',
  'privacy.audience.basis':
    'Intérêt légitime (art. 6.1.f) à connaître l’usage du site. Cette mesure ne quitte pas le site et n’a pas besoin de votre accord ; vous pouvez vous y opposer en écrivant à l’éditeur.',
  'privacy.audience.to': 'L’éditeur et {host}. Les éditeurs partenaires ne voient que des totaux par jour et par page.',
  'privacy.audience.how-long':
    '{analytics}, puis effacée ; avec le compte ou l’appareil, aussitôt détachée de vous : il ne reste de vos parties que leur début et leur fin, sans identifiant, navigateur ni page, comptés dans les totaux.',

  'privacy.abuse.title': 'La protection contre les abus',
  'privacy.abuse.what': 'Des compteurs de requêtes par adresse IP et par joueur, et les mots de passe erronés par compte.',
  'privacy.abuse.why': 'Arrêter les robots et les attaques de mots de passe, sans vous bloquer sur votre propre appareil.',
  'privacy.abuse.basis': 'Intérêt légitime (art. 6.1.f) à la sécurité du site et de vos comptes.',
  'privacy.abuse.to': 'L’éditeur et {host}.',
  'privacy.abuse.how-long':
    '{counters} au plus ({signInWindow} pour les mots de passe erronés). Les compteurs à votre nom sont effacés avec le compte ou l’appareil ; ceux d’une adresse IP, qui ne sont liés à personne, expirent d’eux-mêmes.',

  'privacy.known-device.title': 'Le cookie « appareil connu »',
  'privacy.known-device.what': 'Un cookie signé, sur un navigateur où vous vous êtes connecté, qui nomme votre compte.',
  'privacy.known-device.why': 'Qu’une attaque sur votre mot de passe depuis ailleurs ne vous empêche pas de vous connecter depuis chez vous.',
  'privacy.known-device.basis':
    'Intérêt légitime (art. 6.1.f) à la sécurité de votre compte ; ce cookie est nécessaire au service et ne demande pas votre accord.',
  'privacy.known-device.to': 'Votre navigateur et le site seulement.',
  'privacy.known-device.how-long': '{knownDevice}, sur ce navigateur seulement.',

  'privacy.browser.title': 'Dans votre navigateur',
  'privacy.browser.what':
    'L’identifiant de l’appareil et sa clé, vos parties, les parties en cours, vos préférences (thème, clavier) et votre choix sur la mesure d’audience tierce.',
  'privacy.browser.why': 'Jouer hors connexion, reprendre une partie, garder vos choix.',
  'privacy.browser.basis':
    'Exécution du contrat (art. 6.1.b) : le service que vous utilisez ; votre choix sur la mesure d’audience tierce est gardé pour le respecter, ce que la loi impose (art. 6.1.c).',
  'privacy.browser.to': 'Personne : ces données restent dans votre navigateur, sauf ce que les usages ci-dessus envoient au site.',
  'privacy.browser.how-long':
    'Jusqu’à ce que vous effaciez les données du navigateur ou utilisiez « Oublier cet appareil » ; votre choix sur la mesure d’audience tierce est redemandé après {consent}.',

  'privacy.third-party.title': 'La mesure d’audience Google Analytics',
  'privacy.third-party.what': 'Des cookies déposés par Google et les pages que vous visitez, seulement si vous l’acceptez dans le bandeau.',
  'privacy.third-party.why': 'Mesurer l’audience du site avec l’outil de Google.',
  'privacy.third-party.basis': 'Votre consentement (art. 6.1.a), que vous pouvez retirer à tout moment, aussi simplement que vous l’avez donné.',
  'privacy.third-party.to':
    'Google Ireland Limited (Google Analytics), qui peut transférer ces données aux États-Unis, dans le cadre de protection des données UE–États-Unis ; seulement après votre accord.',
  'privacy.third-party.how-long': 'Rien n’est chargé sans votre accord ; si vous le retirez, l’envoi s’arrête et ses cookies sont effacés de ce site.',

  'privacy.rights.title': 'Vos droits et comment les exercer',
  'privacy.rights.access':
    'Accès et portabilité : « Télécharger mes données » dans votre profil donne un fichier de tout ce que le site garde sur votre compte.',
  'privacy.rights.rectify': 'Rectification : « Modifier le profil » et « Changer d’adresse email » dans votre profil.',
  'privacy.rights.erase':
    'Effacement : « Supprimer mon compte » dans votre profil efface le compte aussitôt ; sans compte, « Oublier cet appareil » ci-dessous.',
  'privacy.rights.erase-device':
    'Accès et effacement : ce site n’a pas de comptes ; « Oublier cet appareil » ci-dessous efface ce qu’il garde de cet appareil.',
  'privacy.rights.consent': 'Retrait du consentement : le lien « Cookies » en bas de page rouvre le choix sur la mesure d’audience tierce.',
  'privacy.rights.no-consent': 'Consentement : ce site n’utilise aucun cookie de mesure d’audience tiers, il n’y a donc rien à accepter.',
  'privacy.rights.profile': 'Mon profil',
  'privacy.rights.other-before':
    'Opposition (aux usages fondés sur l’intérêt légitime), limitation, et toute demande que les outils du site ne couvrent pas : écrivez à',
  'privacy.rights.other-after': '. Nous répondons dans un délai d’un mois.',
  'privacy.rights.other-postal':
    'Opposition (aux usages fondés sur l’intérêt légitime), limitation, et toute demande que les outils du site ne couvrent pas : écrivez à l’éditeur, {editor}, {address}. Nous répondons dans un délai d’un mois.',
  'privacy.rights.other-none':
    'Opposition (aux usages fondés sur l’intérêt légitime), limitation, et toute demande que les outils du site ne couvrent pas : l’éditeur n’a encore indiqué ni adresse email ni adresse postale ; les outils de votre profil et « Oublier cet appareil » restent à votre disposition, et la CNIL peut être saisie.',
  'privacy.rights.editor-unknown': 'dont le nom n’est pas renseigné',
  'privacy.rights.cnil': 'Vous pouvez aussi adresser une réclamation à la CNIL :',
  'privacy.manage-consent': 'Votre choix sur la mesure d’audience tierce :',

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

const plain: Translator<typeof frLegal> = translator(frLegal);

/** A text of the catalogue (plain spaces, as everywhere) as the pages show it: French spaces before « : ; ! ? » and inside « ». */
export const tLegal: Translator<typeof frLegal> = (key, ...args) => keepPunctuationAttached(plain(key, ...args));
