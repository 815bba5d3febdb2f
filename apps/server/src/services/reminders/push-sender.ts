import http from 'node:http';
import https from 'node:https';
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
/** Connections kept open to each push service: a minute's 100,000 messages go through a few dozen. */
const SOCKETS_PER_SERVICE = 64;

/**
 * Sends Web Push messages (RFC 8030): web-push encrypts the payload for the browser's keys (RFC 8291,
 * aes128gcm), the signer gives the VAPID header (RFC 8292), and the request goes through Node's http(s)
 * with connections kept open between messages (fetch cost a third more per message: an AbortSignal each).
 */
export class WebPushSender implements PushSender {
  private readonly agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SERVICE }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SERVICE }),
  };

  constructor(private readonly signer: VapidSigner) {}

  send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      headers: { Authorization: this.signer.authorization(target.endpoint) },
    });
    const url = new URL(details.endpoint);
    const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
    const request = protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve) => {
      const outgoing = request(url, { method: 'POST', headers: details.headers, agent: this.agents[protocol], timeout: TIMEOUT_MS }, (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status === 404 || status === 410 ? 'gone' : status >= 200 && status < 300 ? 'sent' : 'failed');
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('push service timeout')));
      outgoing.on('error', () => resolve('failed'));
      outgoing.end(details.body);
    });
  }

  /** Closes the kept connections (a process stopping). */
  close(): void {
    this.agents['https:'].destroy();
    this.agents['http:'].destroy();
  }
}
