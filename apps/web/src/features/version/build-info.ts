/** Version of the app (document 1 §9), fixed at build time by vite.config.ts. */
export const APP_VERSION: string = __APP_VERSION__;

/** Moment of the build, ISO 8601, fixed at build time. */
export const BUILD_DATE: string = __BUILD_DATE__;

/** The environment shown on the version page (document 1 §9). */
export const APP_ENVIRONMENT = 'production';

/** "15 juin 2025 à 14:30" (fr-FR), or null for a value that is not a date. */
export function formatBuildDate(iso: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}
