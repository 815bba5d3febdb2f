import { answerFrom } from '../../shared/api/answer-schema.ts';

// The answers' schemas of the reminders' calls (packages/api/src/reminders.ts), loaded with the first call.
const reminders = () => import('@jdj/api/reminders');

export const reminderAnswers = {
  key: answerFrom(reminders, (m) => m.ReminderKeyDto),
  saved: answerFrom(reminders, (m) => m.RemindersDto),
  state: answerFrom(reminders, (m) => m.ReminderStateDto),
  removed: answerFrom(reminders, (m) => m.RemovedDto),
};
