import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './push-subscription.ts';

/** A browser's push manager as far as subscribe() reaches it: one subscription at most, made with a key. */
function pushManager(existingKey: number[] | null) {
  let current: { endpoint: string; key: Uint8Array } | null = existingKey
    ? { endpoint: 'https://push.example/ancien', key: Uint8Array.from(existingKey) }
    : null;
  const asSubscription = (value: { endpoint: string; key: Uint8Array }) => ({
    endpoint: value.endpoint,
    options: { applicationServerKey: value.key.buffer },
    toJSON: () => ({ endpoint: value.endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  const manager = {
    getSubscription: vi.fn(async () => (current ? asSubscription(current) : null)),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      current = { endpoint: 'https://push.example/nouveau', key: applicationServerKey };
      return asSubscription(current);
    }),
  };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager: manager }) } });
  return manager;
}

// The key [1, 2, 3] in base64url, as the server gives it.
const KEY = 'AQID';

describe('subscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the subscription this browser already has with the portal’s key', async () => {
    const manager = pushManager([1, 2, 3]);
    expect(await subscribe(KEY)).toEqual({ ok: true, subscription: { endpoint: 'https://push.example/ancien', keys: { p256dh: 'p', auth: 'a' } } });
    expect(manager.subscribe).not.toHaveBeenCalled();
  });

  it('replaces one made with another key (the server’s secret changed), which its push service would refuse', async () => {
    const manager = pushManager([9, 9, 9]);
    const result = await subscribe(KEY);
    expect(result).toMatchObject({ ok: true, subscription: { endpoint: 'https://push.example/nouveau' } });
    expect(Array.from(manager.subscribe.mock.calls[0]![0].applicationServerKey)).toEqual([1, 2, 3]);
  });

  it('says so when the player refuses notifications', async () => {
    pushManager(null);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'denied') });
    expect(await subscribe(KEY)).toEqual({ ok: false, reason: 'denied' });
  });
});
