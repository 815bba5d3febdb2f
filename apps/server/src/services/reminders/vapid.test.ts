import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VapidSigner, vapidKeysOf, vapidSubjectOf } from './vapid.ts';

describe('VAPID keys and tokens', () => {
  it('derives one key pair per server secret: every process of a deployment signs alike', () => {
    const keys = vapidKeysOf('un-secret-de-serveur-assez-long-pour-les-tests');
    expect(vapidKeysOf('un-secret-de-serveur-assez-long-pour-les-tests')).toEqual(keys);
    expect(vapidKeysOf('un-autre-secret-de-serveur-assez-long-pour-eux').publicKey).not.toBe(keys.publicKey);
    // The public key is the private one's point on P-256, uncompressed (65 bytes), as browsers want it.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey('base64url')).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });

  it('signs a token per push service and keeps it for hours, not one per message', () => {
    let now = Date.now();
    const signer = new VapidSigner(vapidKeysOf('un-secret-de-serveur-assez-long-pour-les-tests'), 'mailto:rappels@exemple.fr', () => now);
    const google = signer.authorization('https://fcm.googleapis.com/fcm/send/abc');
    expect(signer.authorization('https://fcm.googleapis.com/fcm/send/def')).toBe(google);
    expect(signer.authorization('https://updates.push.services.mozilla.com/wpush/v2/xyz')).not.toBe(google);
    now += 7 * 3600_000;
    expect(signer.authorization('https://fcm.googleapis.com/fcm/send/abc')).not.toBe(google);
  });

  it('names the portal by its https address, else by its sender’s mail address', () => {
    expect(vapidSubjectOf('https://jeux.exemple.fr', 'Jeux <no-reply@jeux.exemple.fr>')).toBe('https://jeux.exemple.fr');
    expect(vapidSubjectOf('http://localhost:3000', 'Jeux du Jour <no-reply@localhost>')).toBe('mailto:no-reply@localhost');
    expect(vapidSubjectOf('http://localhost:3000', 'jeux@exemple.fr')).toBe('mailto:jeux@exemple.fr');
  });
});
