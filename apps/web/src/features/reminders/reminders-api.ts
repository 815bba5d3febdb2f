import { apiGet, apiPost } from '../../shared/api/api-client.ts';
import { getLocalUserId } from '../../shared/player/player-id.ts';
import { reminderAnswers as answers } from './reminder-answers.ts';
import type { SubscriptionJson } from './push-subscription.ts';

export interface ReminderChoices {
  daily: boolean;
  weekly: boolean;
  hour: number;
}

/** The calls of the reminders' page (/api/reminders, docs/api.md), for the visit's provider. */
export function remindersApi(provider: string) {
  return {
    key: (signal?: AbortSignal) => apiGet(`/api/reminders/key?provider=${encodeURIComponent(provider)}`, answers.key, signal ? { signal } : {}),
    save: (subscription: SubscriptionJson, choices: ReminderChoices) =>
      apiPost(
        '/api/reminders',
        {
          provider,
          subscription,
          ...choices,
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          // The anonymous player of this browser: its reminders stop once it has played, and go with « Oublier cet appareil ».
          local_user_id: getLocalUserId(),
        },
        answers.saved,
      ),
    state: (endpoint: string) => apiPost('/api/reminders/state', { endpoint }, answers.state),
    remove: (endpoint: string) => apiPost('/api/reminders/remove', { endpoint }, answers.removed),
  };
}
