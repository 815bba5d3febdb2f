import { createHmac } from 'node:crypto';

/**
 * The key secret content is drawn from, derived from the server's secret (AUTH_SECRET, or the generated
 * DATA_DIR/auth-secret) under its own label: every process and the `content` CLI of one deployment agree on
 * it, and it is never the key that signs sessions.
 */
export function contentKeyOf(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('jdj:content-key:v1').digest('hex');
}
