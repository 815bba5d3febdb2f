import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export const APP_VERSION = '0.9.0';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder of the SQLite file and the mail outbox. */
  dataDir: string;
  /** postgres://… to use PostgreSQL; undefined means the embedded SQLite file. */
  databaseUrl: string | undefined;
  /** The built single-page app served by this process. */
  webDist: string;
  /** Public origin of the site, used in links sent by mail. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Slug of the provider used when neither the query nor the hostname names one. */
  defaultProviderSlug: string;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DEFAULT_PROVIDER: z.string().regex(/^[a-z0-9-]{1,64}$/).default('default'),
});

/** Reads the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuration invalide: ${details}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDist: path.resolve(e.WEB_DIST),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    defaultProviderSlug: e.DEFAULT_PROVIDER,
  };
}
