/** The background jobs whose last success the metrics show (jdj_job_last_success_timestamp_seconds). */
export type JobName = 'top_up' | 'retention' | 'stats';

type Listener = (job: JobName, at: Date) => void;
const listeners = new Set<Listener>();

/**
 * Says a job just completed. A job's module calls it in one line, without knowing who listens: the
 * metrics of the process, when they are on.
 */
export function jobSucceeded(job: JobName): void {
  const at = new Date();
  for (const listener of listeners) listener(job, at);
}

/** Listens to jobSucceeded until the returned function is called. */
export function onJobSuccess(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
