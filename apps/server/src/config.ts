import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findRepoRoot } from './repo-root.ts';
import { LEGAL_RULES, type LegalRule, normalizeLegalText } from './services/legal-rules.ts';

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
  /** PUSH_HOSTS: push services reminders may go to beyond the browsers' own (a test's local one). */
  pushHosts: string[];
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
   * How long an idle keep-alive connection stays open. Longer than any client's own idle limit (nginx's
   * upstream 4 s, a load balancer's 60 s): the client then closes first, and never writes a request on a
   * connection this process is closing at that moment (the request would be reset, a POST lost).
   */
  keepAliveSeconds: number;
  /** PostgreSQL: a statement's limit on the server, and the client's own wait for its answer (ms). */
  databaseTimeouts: { statementMs: number; queryMs: number };
  /**
   * Debug answers (« Résoudre » of a provider with `debug_resolve`, and the stock `demo` provider): for
   * development and end-to-end tests only, off unless DEBUG_ANSWERS=1, refused when NODE_ENV=production.
   */
  debugAnswers: boolean;
  /** NODE_ENV=production: a real deployment (debug answers refused, missing legal items warned about at start). */
  production: boolean;
  /** The operator's legal items (LEGAL_*, MAIL_PROVIDER_NAME): see OperatorLegal. */
  legal: OperatorLegal;
}

/**
 * What the operator states once for the « Mentions légales » and the privacy policy (issue 37). Each provider's
 * own items come first; these fill what it leaves empty: the host for every provider that names no host of
 * its own (the operator usually hosts them all), the editor's items for the default provider only (the
 * operator's own site; a partner's editor is the partner). null: not set.
 */
export interface OperatorLegal {
  editor: { editor_name: string | null; editor_address: string | null; director: string | null; contact_email: string | null; contact_phone: string | null };
  host: { host_name: string | null; host_address: string | null; host_phone: string | null };
  /** Who sends the mails (the company behind SMTP_URL), named as a processor by the privacy policy. */
  mail_provider: string | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Label of the sign-in button. */
  name: string;
}

/** A legal item set by the operator: read with the rule the console applies to the same item of a provider. */
function legalSetting(rule: LegalRule) {
  return z
    .string()
    .transform((value) => normalizeLegalText(value, rule))
    .pipe(z.string().min(1).max(rule.max).refine(rule.test))
    .optional();
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
  DEFAULT_PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .default('default'),
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
  // Push services beyond the browsers' own that reminders may be sent to (host[:port], comma-separated).
  PUSH_HOSTS: z
    .string()
    .regex(/^[a-z0-9.*:[\]-]+(,[a-z0-9.*:[\]-]+)*$/i)
    .optional(),
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'ANALYTICS_MEASUREMENT_ID doit être un identifiant de mesure G-XXXXXXXXXX')
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  PUZZLE_TOP_UP_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .default(6 * 3600),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(200).max(3_700_000).optional(),
  DEBUG_ANSWERS: z.enum(['0', '1', 'false', 'true']).default('0'),
  NODE_ENV: z.string().optional(),
  LEGAL_PUBLISHER_NAME: legalSetting(LEGAL_RULES.legal_editor_name),
  LEGAL_PUBLISHER_ADDRESS: legalSetting(LEGAL_RULES.legal_editor_address),
  LEGAL_PUBLICATION_DIRECTOR: legalSetting(LEGAL_RULES.legal_director),
  LEGAL_CONTACT_EMAIL: legalSetting(LEGAL_RULES.contact_email),
  LEGAL_CONTACT_PHONE: legalSetting(LEGAL_RULES.legal_contact_phone),
  LEGAL_HOST_NAME: legalSetting(LEGAL_RULES.legal_host_name),
  LEGAL_HOST_ADDRESS: legalSetting(LEGAL_RULES.legal_host_address),
  LEGAL_HOST_PHONE: legalSetting(LEGAL_RULES.legal_host_phone),
  MAIL_PROVIDER_NAME: legalSetting(LEGAL_RULES.legal_host_name),
});

type EnvKey = keyof z.infer<typeof envSchema>;

/** What each variable must hold, said the way an operator reads it. */
const EXPECTED: Record<EnvKey, string> = {
  PORT: 'un numéro de port de 0 à 65535',
  HOST: 'une adresse d’écoute (0.0.0.0, 127.0.0.1…)',
  DATA_DIR: 'un dossier',
  DATABASE_URL: 'une adresse postgres://utilisateur:motdepasse@hote:5432/base (ou rien pour SQLite)',
  WEB_DIST: 'le dossier de l’application web construite',
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
  PUSH_HOSTS: 'des hôtes de services de notifications (hote[:port]) séparés par des virgules',
  METRICS_PORT: 'un numéro de port de 1 à 65535',
  METRICS_HOST: 'une adresse d’écoute',
  PUZZLE_TOP_UP_SECONDS: 'un nombre entier de secondes de 1 à 604800',
  DATABASE_WAIT_SECONDS: 'un nombre entier de secondes de 0 à 3600',
  KEEP_ALIVE_SECONDS: 'un nombre entier de secondes de 1 à 3600',
  DATABASE_STATEMENT_TIMEOUT_MS: 'un nombre entier de millisecondes de 100 à 3600000',
  DATABASE_QUERY_TIMEOUT_MS: 'un nombre entier de millisecondes de 200 à 3700000, plus grand que DATABASE_STATEMENT_TIMEOUT_MS',
  ANALYTICS_MEASUREMENT_ID: 'un identifiant de mesure Google Analytics 4, G-XXXXXXXXXX',
  DEBUG_ANSWERS: '0 ou 1 (1 : réponses de débogage, en développement seulement)',
  NODE_ENV: 'development, test ou production',
  LEGAL_PUBLISHER_NAME: 'le nom de l’éditeur du fournisseur par défaut, en texte simple (200 caractères au plus, sans < ni >)',
  LEGAL_PUBLISHER_ADDRESS: 'son adresse postale, en texte simple (300 caractères au plus, sans < ni >)',
  LEGAL_PUBLICATION_DIRECTOR: 'le nom du directeur ou de la directrice de la publication (200 caractères au plus, sans < ni >)',
  LEGAL_CONTACT_EMAIL: 'une adresse e-mail, par exemple contact@jeux.example.fr',
  LEGAL_CONTACT_PHONE: 'un numéro de téléphone, par exemple 01 23 45 67 89',
  LEGAL_HOST_NAME: 'le nom de l’hébergeur, en texte simple (200 caractères au plus, sans < ni >)',
  LEGAL_HOST_ADDRESS: 'l’adresse postale de l’hébergeur, en texte simple (300 caractères au plus, sans < ni >)',
  LEGAL_HOST_PHONE: 'le numéro de téléphone de l’hébergeur, par exemple +33 9 72 10 10 07',
  MAIL_PROVIDER_NAME: 'le nom de l’entreprise qui envoie les mails, en texte simple (200 caractères au plus, sans < ni >)',
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
    throw new ConfigError(`Configuration invalide : ${keys.map((key) => describeInvalid(key, cleaned[key])).join(' ; ')}`);
  }
  const e = parsed.data;
  const debugAnswers = e.DEBUG_ANSWERS === '1' || e.DEBUG_ANSWERS === 'true';
  if (debugAnswers && e.NODE_ENV === 'production') {
    throw new ConfigError('Configuration invalide : DEBUG_ANSWERS donne la solution des grilles (« Résoudre ») : interdit quand NODE_ENV=production');
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
    pushHosts: e.PUSH_HOSTS ? e.PUSH_HOSTS.split(',').map((host) => host.trim().toLowerCase()) : [],
    measurementId: e.ANALYTICS_MEASUREMENT_ID,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    puzzleTopUpSeconds: e.PUZZLE_TOP_UP_SECONDS,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    keepAliveSeconds: e.KEEP_ALIVE_SECONDS,
    databaseTimeouts: databaseTimeouts(e.DATABASE_STATEMENT_TIMEOUT_MS, e.DATABASE_QUERY_TIMEOUT_MS),
    debugAnswers,
    production: e.NODE_ENV === 'production',
    legal: {
      editor: {
        editor_name: e.LEGAL_PUBLISHER_NAME ?? null,
        editor_address: e.LEGAL_PUBLISHER_ADDRESS ?? null,
        director: e.LEGAL_PUBLICATION_DIRECTOR ?? null,
        contact_email: e.LEGAL_CONTACT_EMAIL ?? null,
        contact_phone: e.LEGAL_CONTACT_PHONE ?? null,
      },
      host: { host_name: e.LEGAL_HOST_NAME ?? null, host_address: e.LEGAL_HOST_ADDRESS ?? null, host_phone: e.LEGAL_HOST_PHONE ?? null },
      mail_provider: e.MAIL_PROVIDER_NAME ?? null,
    },
  };
}

/** The folder a relative path given by the operator is relative to. */
export function callerDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

function describeInvalid(key: EnvKey, value: string | undefined): string {
  const shown = SECRET.has(key) || value === undefined ? '' : ` vaut « ${value.length > 60 ? `${value.slice(0, 60)}…` : value} »,`;
  return `${key}${shown} attendu ${EXPECTED[key]}`;
}

function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  if (!e.OIDC_ISSUER && !e.OIDC_CLIENT_ID && !e.OIDC_CLIENT_SECRET) return undefined;
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Configuration invalide : OIDC_ISSUER et OIDC_CLIENT_ID vont ensemble (OIDC_CLIENT_SECRET en plus pour un client confidentiel)');
  }
  return {
    issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME ?? 'OpenID Connect',
  };
}

/**
 * The client waits a little longer than the server's own limit (2 s by default): a statement the server
 * cancels comes back as its 57014 on a connection still usable; only a server that cannot answer at all
 * (frozen, or a host gone) meets the client's limit, which closes the connection.
 */
function databaseTimeouts(statementMs: number, queryMs: number | undefined): { statementMs: number; queryMs: number } {
  const client = queryMs ?? statementMs + 2000;
  if (client <= statementMs)
    throw new ConfigError(
      `Configuration invalide : DATABASE_QUERY_TIMEOUT_MS (${client}) doit être plus grand que DATABASE_STATEMENT_TIMEOUT_MS (${statementMs})`,
    );
  return { statementMs, queryMs: client };
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
    throw new ConfigError(`Configuration invalide : TRUSTED_ORIGINS contient « ${value} », attendu une origine https://hote[:port]`);
  });
}
