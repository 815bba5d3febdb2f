import { type Translator, translator } from './t.ts';

/** Texts of the reminders' page (/rappels), loaded with it only. */
export const frReminders = {
  'reminders.title': 'Rappels',
  'reminders.intro':
    'Une notification sur cet appareil, à l’heure que vous choisissez, pour ne pas perdre votre série. Rien n’est envoyé les jours où vous avez déjà joué.',
  'reminders.loading': 'Chargement…',
  'reminders.unsupported':
    'Ce navigateur ne sait pas recevoir de notifications. Sur iPhone et iPad, ajoutez d’abord le site à l’écran d’accueil, puis ouvrez-le depuis son icône.',
  'reminders.embedded': 'Les rappels se règlent sur le site lui-même, pas dans une page qui l’intègre.',
  'reminders.not-offered': 'Les rappels ne sont pas proposés par {provider}.',
  'reminders.denied': 'Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur, puis revenez sur cette page.',
  'reminders.daily': 'Me rappeler de jouer chaque jour',
  'reminders.hour': 'Heure du rappel',
  'reminders.hour-option': '{hour}\u00a0h',
  'reminders.weekly': 'Le résultat de mes ligues, le lundi',
  'reminders.weekly-signed-out': 'Connectez-vous pour recevoir aussi, chaque lundi, le résultat de vos ligues.',
  'reminders.zone': 'Heure de cet appareil ({zone}).',
  'reminders.enable': 'Activer les rappels',
  'reminders.save': 'Enregistrer',
  'reminders.disable': 'Désactiver les rappels',
  'reminders.busy': 'Un instant…',
  'reminders.on': 'Rappels activés sur cet appareil. Prochain rappel\u00a0: {when}.',
  'reminders.saved': 'Rappels enregistrés.',
  'reminders.off': 'Aucun rappel n’est programmé sur cet appareil.',
  'reminders.disabled': 'Rappels désactivés\u00a0: cet appareil ne recevra plus de notification.',
  'reminders.pick-one': 'Choisissez au moins un rappel, ou désactivez les rappels.',
  'reminders.error': 'Les rappels n’ont pas pu être enregistrés\u00a0: {reason}',
  'reminders.error-generic': 'Les rappels n’ont pas pu être enregistrés. Vérifiez votre connexion puis réessayez.',
  'reminders.subscribe-failed': 'Ce navigateur n’a pas pu s’abonner aux notifications. Réessayez plus tard.',
} as const;

export const tReminders: Translator<typeof frReminders> = translator(frReminders);
