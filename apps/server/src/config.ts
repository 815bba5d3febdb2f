import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findRepoRoot } from './repo-root.ts';

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
/** Where `npm run build` writes the web app. */
export const DEFAULT_WEB_DIST = path.join(repoRoot, 'apps/web/dist');

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
  /** Secret signing sessions and tokens; generated and kept under dataDir when unset. */
  authSecret: string | undefined;
  /** smtp(s)://user:pass@host:port; undefined writes mails to dataDir/outbox instead. */
  smtpUrl: string | undefined;
  /** Sender of the mails, e.g. "Jeux du Jour <no-reply@jeux.example.fr>". */
  mailFrom: string;
  /** A generic OpenID Connect provider for "sign in with…", when configured. */
  oidc: OidcConfig | undefined;
  /** Behind a reverse proxy: the client address is the last X-Forwarded-For entry (rate limits). */
  trustProxy: boolean;
  /** Origins besides PUBLIC_URL (and the request's own host) allowed to call the auth API with cookies. */
  trustedOrigins: string[];
  /** Third-party audience measurement id (G-…), loaded by browsers only after the visitor consents. */
  measurementId: string | undefined;
  /** Where Prometheus reads /metrics: a listener of its own, never the public port; undefined: none. */
  metrics: { port: number; host: string } | undefined;
  /** How often the daily puzzles are topped up (once per such window across all processes). */
  puzzleTopUpSeconds: number;
  /** How long a starting process waits for an unreachable database before giving up (exit code 75). */
  databaseWaitSeconds: number;
  /**
   * Debug answers (« Résoudre » of a provider with `debug_resolve`, and the stock `demo` provider): for
   * development and end-to-end tests only, off unless DEBUG_ANSWERS=1, refused when NODE_ENV=production.
   */
  debugAnswers: boolean;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Label of the sign-in button. */
  name: string;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  // Links in mails and the sign-in's allowed origin are web addresses: ftp://… would fail after migrating.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DEFAULT_PROVIDER: z.string().regex(/^[a-z0-9-]{1,64}$/).default('default'),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/)
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_NAME: z.string().min(1).max(60).optional(),
  TRUST_PROXY: z.enum(['0', '1', 'false', 'true']).default('0'),
  TRUSTED_ORIGINS: z.string().optional(),
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'ANALYTICS_MEASUREMENT_ID doit être un identifiant de mesure G-XXXXXXXXXX')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  PUZZLE_TOP_UP_SECONDS: z.coerce.number().int().min(1).max(7 * 86_400).default(6 * 3600),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DEBUG_ANSWERS: z.enum(['0', '1', 'false', 'true']).default('0'),
  NODE_ENV: z.string().optional(),
});

type EnvKey = keyof z.infer<typeof envSchema>;

/** What each variable must hold, said the way an operator reads it. */
const EXPECTED: Record<EnvKey, string> = {
  PORT: 'un numéro de port de 0 à 65535',
  HOST: "une adresse d'écoute (0.0.0.0, 127.0.0.1…)",
  DATA_DIR: 'un dossier',
  DATABASE_URL: 'une adresse postgres://utilisateur:motdepasse@hote:5432/base (ou rien pour SQLite)',
  WEB_DIST: "le dossier de l'application web construite",
  PUBLIC_URL: 'une URL http:// ou https:// complète, par exemple https://jeux.exemple.fr',
  LOG_LEVEL: 'debug, info, warn, error ou silent',
  DEFAULT_PROVIDER: 'un slug de fournisseur (minuscules, chiffres, tirets)',
  AUTH_SECRET: 'au moins 32 caractères (openssl rand -base64 32)',
  SMTP_URL: 'une adresse smtp:// ou smtps://',
  MAIL_FROM: 'un expéditeur de 3 à 200 caractères',
  OIDC_ISSUER: 'une URL http(s)',
  OIDC_CLIENT_ID: 'un identifiant de 1 à 500 caractères',
  OIDC_CLIENT_SECRET: 'un secret de 1 à 2000 caractères',
  OIDC_NAME: 'un nom de 1 à 60 caractères',
  TRUST_PROXY: '0, 1, false ou true',
  TRUSTED_ORIGINS: 'des origines https://hote[:port] séparées par des virgules',
  METRICS_PORT: 'un numéro de port de 1 à 65535',
  METRICS_HOST: "une adresse d'écoute",
  PUZZLE_TOP_UP_SECONDS: 'un nombre entier de secondes de 1 à 604800',
  DATABASE_WAIT_SECONDS: 'un nombre entier de secondes de 0 à 3600',
  ANALYTICS_MEASUREMENT_ID: 'un identifiant de mesure Google Analytics 4, G-XXXXXXXXXX',
  DEBUG_ANSWERS: '0 ou 1 (1 : réponses de débogage, en développement seulement)',
  NODE_ENV: 'development, test ou production',
};

/** Values never repeated in a message: they may hold passwords. */
const SECRET: ReadonlySet<string> = new Set(['AUTH_SECRET', 'DATABASE_URL', 'SMTP_URL', 'OIDC_CLIENT_SECRET']);

/**
 * A setting the process cannot start with (or a database or folder that refuses it). Its message is one
 * French line for the operator: the start scripts print it alone (no log line, no stack trace) and exit
 * with code 1, which systemd does not restart: waiting cures nothing.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once at start; a bad value throws a ConfigError naming it. Relative paths are
 * the caller's: npm runs a workspace's scripts in the workspace folder, and INIT_CWD is where the
 * command was typed.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as EnvKey))];
    throw new ConfigError(`Configuration invalide : ${keys.map((key) => describeInvalid(key, cleaned[key])).join(' ; ')}`);
  }
  const e = parsed.data;
  const debugAnswers = e.DEBUG_ANSWERS === '1' || e.DEBUG_ANSWERS === 'true';
  if (debugAnswers && e.NODE_ENV === 'production') {
    throw new ConfigError('Configuration invalide : DEBUG_ANSWERS donne la solution des grilles (« Résoudre ») : interdit quand NODE_ENV=production');
  }
  const base = callerDirectory(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? path.resolve(base, e.DATA_DIR) : path.join(repoRoot, 'data'),
    databaseUrl: e.DATABASE_URL,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : DEFAULT_WEB_DIST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    defaultProviderSlug: e.DEFAULT_PROVIDER,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Jeux du Jour <no-reply@${new URL(publicUrl).hostname}>`,
    oidc: oidcConfig(e),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    trustedOrigins: trustedOrigins(e.TRUSTED_ORIGINS),
    measurementId: e.ANALYTICS_MEASUREMENT_ID,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    puzzleTopUpSeconds: e.PUZZLE_TOP_UP_SECONDS,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    debugAnswers,
  };
}

/** The folder a relative path given by the operator is relative to. */
export function callerDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

function describeInvalid(key: EnvKey, value: string | undefined): string {
  const shown = SECRET.has(key) || value === undefined ? '' : ` vaut « ${value.length > 60 ? `${value.slice(0, 60)}…` : value} »,`;
  return `${key}${shown} attendu ${EXPECTED[key]}`;
}

function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  if (!e.OIDC_ISSUER && !e.OIDC_CLIENT_ID && !e.OIDC_CLIENT_SECRET) return undefined;
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Configuration invalide : OIDC_ISSUER et OIDC_CLIENT_ID vont ensemble (OIDC_CLIENT_SECRET en plus pour un client confidentiel)');
  }
  return {
    issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME ?? 'OpenID Connect',
  };
}

function trustedOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list.split(',').map((entry) => {
    const value = entry.trim();
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '')) return url.origin;
    } catch {
      // reported below
    }
    throw new ConfigError(`Configuration invalide : TRUSTED_ORIGINS contient « ${value} », attendu une origine https://hote[:port]`);
  });
}
