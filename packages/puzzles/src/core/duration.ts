/**
 * Scores are whole seconds. Shown as mm:ss; minutes keep growing past 59
 * (a 75-minute game reads 75:00) because the portal never shows hours.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

const NBSP = '\u00a0';

/**
 * A wait before trying again, as a person says it: seconds under a minute, then minutes rounded up (« 22 min »,
 * never « 1312 s »), then hours and minutes. The number and its unit never split across lines.
 */
export function waitInWords(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(1, Math.ceil(totalSeconds)) : 1;
  if (seconds < 60) return `${seconds}${NBSP}s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes}${NBSP}min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${rest}${NBSP}min`;
}
