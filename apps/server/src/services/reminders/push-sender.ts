import webPush from 'web-push';
import type { VapidSigner } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (404, 410), drop it; failed: try another day. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** A reminder is worth showing the same day only: a phone off all day does not get yesterday's. */
const TTL_SECONDS = 12 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends Web Push messages (RFC 8030): web-push encrypts the payload for the browser's keys (RFC 8291,
 * aes128gcm), the signer gives the VAPID header (RFC 8292), and the request goes through Node's fetch,
 * whose pool keeps the connections to each push service open between messages.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly signer: VapidSigner) {}

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      headers: { Authorization: this.signer.authorization(target.endpoint) },
    });
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        // fetch sets the length itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(details.endpoint, { method: 'POST', headers, body: details.body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
