import { createECDH, createHmac } from 'node:crypto';
import webPush from 'web-push';

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/**
 * The portal's VAPID key pair, derived from the server's secret (AUTH_SECRET, or the one generated in
 * DATA_DIR): every process of a deployment signs with the same key without a setting of its own, and the
 * key changes only when that secret does (the subscriptions made before are then refused by the push
 * services and dropped). A derived scalar outside the curve's range (odds ~2⁻³²) takes the next counter.
 */
export function vapidKeysOf(serverSecret: string): VapidKeys {
  for (let counter = 0; ; counter++) {
    const scalar = createHmac('sha256', serverSecret).update(`jdj:vapid:v1:${counter}`).digest();
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey('base64url', 'uncompressed'), privateKey: scalar.toString('base64url') };
  }
}

/** A VAPID token lives at most 24 hours (RFC 8292); one is signed per push service and reused for six. */
const TOKEN_LIFE_S = 12 * 3600;
const TOKEN_REUSE_MS = 6 * 3600_000;

/**
 * The Authorization header of the pushes to one push service (the endpoint's origin), signed once per
 * service every few hours rather than once per message: signing is most of a message's cost.
 */
export class VapidSigner {
  private readonly tokens = new Map<string, { header: string; until: number }>();

  constructor(
    private readonly keys: VapidKeys,
    /** mailto: or https: — who the push services may contact about our pushes. */
    private readonly subject: string,
    private readonly now: () => number = Date.now,
  ) {}

  authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = this.now();
    const kept = this.tokens.get(audience);
    if (kept && kept.until > now) return kept.header;
    const expiration = Math.floor(now / 1000) + TOKEN_LIFE_S;
    const headers = webPush.getVapidHeaders(audience, this.subject, this.keys.publicKey, this.keys.privateKey, 'aes128gcm', expiration);
    const header = String(headers.Authorization);
    this.tokens.set(audience, { header, until: now + TOKEN_REUSE_MS });
    return header;
  }
}

/** The VAPID subject from the portal's public address, or its mail sender's address when that is not https. */
export function vapidSubjectOf(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
