import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import type { Logger } from '../logger.ts';

export const SECRET_FILE = 'auth-secret';

/**
 * The secret that signs session cookies and tokens: AUTH_SECRET when set, otherwise one generated on
 * first start and kept in DATA_DIR, so sessions survive restarts without a secret in the code.
 * Several processes must share one secret: set AUTH_SECRET for them.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string, logger: Logger, multiProcess: boolean): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  let stored: string | undefined;
  try {
    stored = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT')
      throw new ConfigError(`DATA_DIR inutilisable : impossible de lire le secret ${file} (${code}) ; vérifiez ses droits, ou définissez AUTH_SECRET`);
  }
  if (stored !== undefined) {
    if (stored.length >= 32) return stored;
    throw new ConfigError(`Le secret ${file} fait moins de 32 caractères : supprimez-le ou définissez AUTH_SECRET`);
  }
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails when another process wrote it first: that one's secret wins.
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
    throw new ConfigError(
      `DATA_DIR inutilisable : impossible d’écrire le secret ${file} (${code}) ; donnez au processus le droit d’écrire dans ${dataDir}, ou définissez AUTH_SECRET`,
    );
  }
  logger[multiProcess ? 'warn' : 'info']('auth secret generated', {
    file,
    ...(multiProcess ? { hint: 'set AUTH_SECRET: every process must share the same secret' } : {}),
  });
  return secret;
}
