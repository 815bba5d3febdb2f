import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new Error(`Le secret ${file} fait moins de 32 caractères : supprimez-le ou définissez AUTH_SECRET`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails when another process wrote it first: that one's secret wins.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
  logger[multiProcess ? 'warn' : 'info']('auth secret generated', {
    file,
    ...(multiProcess ? { hint: 'set AUTH_SECRET: every process must share the same secret' } : {}),
  });
  return secret;
}
