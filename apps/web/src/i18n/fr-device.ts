import { type Translator, translator } from './t.ts';

/** Texts of « Oublier cet appareil » (privacy and stats pages), loaded with those screens only. */
export const frDevice = {
  'forget.title': 'Oublier cet appareil',
  'forget.help':
    'Efface tout ce que le site garde de cet appareil quand vous jouez sans compte : vos parties, sa mesure d’audience, et les données de ce navigateur. Vos parties gagnées restent dans les statistiques des jours joués, sans plus rien qui mène à vous. Rien ne pourra être récupéré.',
  'forget.signed-in': 'Vous êtes connecté : vos parties sont celles de votre compte. Pour les effacer, supprimez votre compte depuis votre profil.',
  'forget.start': 'Oublier cet appareil…',
  'forget.confirm-question': 'Effacer définitivement les parties et les données de cet appareil ?',
  'forget.confirm': 'Oui, tout effacer',
  'forget.cancel': 'Annuler',
  'forget.done': 'Cet appareil a été oublié : {scores} et ses données de navigateur ont été effacées.',
  'forget.scores.none': 'aucune partie',
  'forget.scores.one': '{n} partie',
  'forget.scores.other': '{n} parties',
  'forget.home': 'Retour à l’accueil',
  'forget.error': 'Impossible d’effacer les données de cet appareil sur le serveur : rien n’a été effacé. Vérifiez votre connexion puis réessayez.',
} as const;

export const tDevice: Translator<typeof frDevice> = translator(frDevice);
