import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { CatalogueSnapshot } from '../catalogue.ts';
import { oncePerWindow, type WindowSchedule } from '../job-lock.ts';
import { WebPushSender } from './push-sender.ts';
import { sendDueReminders } from './reminder-job.ts';
import { type VapidKeys, VapidSigner } from './vapid.ts';

/** Reminders are due on the minute: the job looks once a minute, in one process of the deployment at a time. */
const EVERY_MS = 60_000;

export interface ReminderScheduleOptions {
  keys: VapidKeys;
  subject: string;
  catalogue: () => Promise<CatalogueSnapshot>;
  defaultProviderSlug: string;
  logger: Logger;
  databaseAway: (error: unknown, work: string) => boolean;
}

/** The reminders' job (issue 39): each minute, whichever process claims it sends what is due. */
export function scheduleReminders(db: Kysely<Database>, options: ReminderScheduleOptions): WindowSchedule {
  const sender = new WebPushSender(new VapidSigner(options.keys, options.subject));
  const schedule = oncePerWindow(
    db,
    'reminders',
    EVERY_MS,
    async () => {
      const run = await sendDueReminders(db, { sender, catalogue: options.catalogue, defaultProviderSlug: options.defaultProviderSlug });
      if (run.sent + run.skipped + run.dropped + run.failed > 0) options.logger.info('reminders sent', { ...run });
    },
    (error) => {
      if (!options.databaseAway(error, 'reminders')) options.logger.error('reminders failed', { error });
    },
  );
  return {
    stop: async () => {
      await schedule.stop();
      sender.close();
    },
  };
}
