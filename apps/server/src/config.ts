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
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DEFAULT_PROVIDER: z.string().regex(/^[a-z0-9-]{1,64}$/).default('default'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET doit faire au moins 32 caractères (openssl rand -base64 32)').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, message: 'OIDC_ISSUER doit être une URL http(s)' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_NAME: z.string().min(1).max(60).optional(),
  TRUST_PROXY: z.enum(['0', '1', 'false', 'true']).default('0'),
  TRUSTED_ORIGINS: z.string().optional(),
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'ANALYTICS_MEASUREMENT_ID doit être un identifiant de mesure G-XXXXXXXXXX')
    .optional(),
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
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDist: path.resolve(e.WEB_DIST),
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
  };
}

function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  if (!e.OIDC_ISSUER && !e.OIDC_CLIENT_ID && !e.OIDC_CLIENT_SECRET) return undefined;
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) {
    throw new Error('Configuration invalide: OIDC_ISSUER et OIDC_CLIENT_ID vont ensemble (OIDC_CLIENT_SECRET en plus pour un client confidentiel)');
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
    throw new Error(`Configuration invalide: TRUSTED_ORIGINS: « ${value} » n'est pas une origine (https://hote[:port])`);
  });
}
