/**
 * This browser's Web Push subscription, through the service worker the app registers (/sw.js, which
 * imports /push-handler.js to show the notifications). No rule here: what to remind of is the server's.
 */

export type PushSupport = 'supported' | 'unsupported';

export function pushSupport(): PushSupport {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

/** What the server stores of a subscription (PushSubscription.toJSON()). */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function toJson(subscription: PushSubscription): SubscriptionJson {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The service worker's registration once it is active (it is registered at the app's start). */
const registration = (): Promise<ServiceWorkerRegistration> => navigator.serviceWorker.ready;

export async function currentSubscription(): Promise<SubscriptionJson | null> {
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? toJson(subscription) : null;
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription's key is `key` (a browser that does not say is taken at its word). */
function sameKey(current: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

export type SubscribeResult = { ok: true; subscription: SubscriptionJson } | { ok: false; reason: 'denied' | 'failed' };

/** Asks for the permission (a tap's answer), then subscribes with the portal's key, or reuses the subscription there is. */
export async function subscribe(publicKey: string): Promise<SubscribeResult> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  try {
    const manager = (await registration()).pushManager;
    const key = keyBytes(publicKey);
    let existing = await manager.getSubscription();
    // Made with another key (the server's secret changed): the push service would refuse our messages to it.
    if (existing && !sameKey(existing.options?.applicationServerKey, key)) {
      await existing.unsubscribe();
      existing = null;
    }
    const subscription = existing ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    return { ok: true, subscription: toJson(subscription) };
  } catch (error) {
    console.warn('Push subscription failed', error);
    return { ok: false, reason: 'failed' };
  }
}

export async function unsubscribe(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  await subscription?.unsubscribe();
}
