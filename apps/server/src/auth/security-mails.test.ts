import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBrandColors, setBrandLogo } from '../services/provider-brand.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { Browser, linkIn, SmtpCapture } from './test-kit.ts';

/**
 * The security notices (password changed, address changed, account deleted) can be answered: they come from a
 * no-reply address, so their Reply-To is the provider's contact (else the operator's, the default provider's),
 * and they say where to write; without any contact they lead to the legal page, never to a reply nobody reads.
 */
describe.each(databaseTargets())('security mails on $name', (target) => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await new SmtpCapture().start();
    // DEBUG_ANSWERS seeds the `demo` partner (a development install).
    server = await startTestServer(target, { env: { SMTP_URL: smtp.url, DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  const setContact = (slug: string, contact: string | null) =>
    server.database.db.updateTable('provider').set({ contact_email: contact }).where('slug', '=', slug).execute();
  const browser = () => Object.assign(new Browser(server.url), { localUserId: randomUUID() });

  async function register(b: Browser, headers: Record<string, string> = {}) {
    const tag = randomUUID().slice(0, 8);
    const player = { email: `jeanne.${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Jeanne', last_name: 'Baret', username: `jeanne_${tag}` };
    expect((await b.call('/api/auth/sign-up/email', player, headers)).status).toBe(200);
    const verification = await smtp.waitFor(player.email, /Confirmez votre adresse email/);
    const link = linkIn(verification, `${server.url}/verify-email?`);
    expect((await b.call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`)).status).toBe(200);
    return { ...player, verification };
  }

  it('tells the owner of a password changed from the profile, with the provider’s contact to reply to', async () => {
    await setContact('default', 'aide@jeux.example');
    const b = browser();
    const player = await register(b);
    const changed = await b.call('/api/auth/change-password', { currentPassword: player.password, newPassword: 'Nouveau-mot-2-passe' });
    expect(changed.status).toBe(200);
    const notice = await smtp.waitFor(player.email, /^Mot de passe modifié – /);
    expect(notice.replyTo).toBe('aide@jeux.example');
    expect(notice.text).toContain('vient d’être modifié depuis votre profil');
    expect(notice.text).toContain('écrivez-nous sans tarder à aide@jeux.example (ou répondez simplement à ce message)');
  });

  it('tells the owner of a password replaced with a reset link', async () => {
    await setContact('default', 'aide@jeux.example');
    const player = await register(browser());
    expect((await browser().call('/api/auth/request-password-reset', { email: player.email })).status).toBe(200);
    const reset = linkIn(await smtp.waitFor(player.email, /Réinitialisation/), `${server.url}/confirm-password-reset?`);
    expect((await browser().call('/api/auth/reset-password', { token: reset.searchParams.get('token'), newPassword: 'Nouveau-mot-2-passe' })).status).toBe(200);
    const notice = await smtp.waitFor(player.email, /^Mot de passe modifié – /);
    expect(notice.replyTo).toBe('aide@jeux.example');
    expect(notice.text).toContain('avec un lien de réinitialisation envoyé à cette adresse');
  });

  it('answers a partner’s notice to the partner’s contact, else to the operator’s', async () => {
    await setContact('default', 'aide@jeux.example');
    await setContact('demo', 'lecteurs@journal.example');
    const b = browser();
    const partner = { 'x-provider': 'demo' };
    const player = await register(b, partner);
    await b.call('/api/auth/change-password', { currentPassword: player.password, newPassword: 'Nouveau-mot-2-passe' }, partner);
    expect((await smtp.waitFor(player.email, /^Mot de passe modifié – /)).replyTo).toBe('lecteurs@journal.example');

    await setContact('demo', null);
    await b.call('/api/auth/change-password', { currentPassword: 'Nouveau-mot-2-passe', newPassword: 'Encore-un-mot-3' }, partner);
    expect((await smtp.waitFor(player.email, /^Mot de passe modifié – /)).replyTo).toBe('aide@jeux.example');
  });

  it('sends a partner’s mails in its look: its logo on top, its colour on the button (issue 38)', async () => {
    const { db } = server.database;
    await setBrandColors(db, 'demo', { colors: { primary: '#f1c40f', accent: '#8a1020', accent_dark: '#ff9aa5' } }, 'test');
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10" width="200" height="50"><rect width="40" height="10" fill="#8a1020"/></svg>';
    const brand = await setBrandLogo(db, 'demo', { bytes: Buffer.from(logo) }, 'test');
    const mail = (await register(browser(), { 'x-provider': 'demo' })).verification;
    const picture = `${server.url}${brand.logo!.url.replace('/logo.svg', '/mail-logo.png')}`;
    expect(mail.html).toContain(`<img src="${picture}"`);
    // A yellow button carries the dark text, which reads on it.
    expect(mail.html).toContain('background:#f1c40f;color:#1b2333;');
    const file = await fetch(picture);
    expect(file.headers.get('content-type')).toBe('image/png');
    await setBrandLogo(db, 'demo', null, 'test');
    await setBrandColors(db, 'demo', { colors: null }, 'test');
  });

  it('without any contact, leads to the legal page instead of asking for a reply', async () => {
    await setContact('default', null);
    const b = browser();
    const player = await register(b);
    await b.call('/api/auth/change-password', { currentPassword: player.password, newPassword: 'Nouveau-mot-2-passe' });
    const notice = await smtp.waitFor(player.email, /^Mot de passe modifié – /);
    expect(notice.replyTo).toBe('');
    expect(notice.text).not.toContain('répondez');
    expect(notice.text).toContain(`ses coordonnées sont sur la page « Mentions légales », ${server.url}/mentions-legales`);
  });

  it('falls back to the operator’s LEGAL_CONTACT_EMAIL when no provider names a contact', async () => {
    const operated = await startTestServer(target, {
      env: { SMTP_URL: smtp.url, LEGAL_CONTACT_EMAIL: 'exploitant@jeux.example' },
      puzzleWindow: { pastDays: 0, futureDays: 0 },
    });
    try {
      await operated.database.db.updateTable('provider').set({ contact_email: null }).execute();
      const b = Object.assign(new Browser(operated.url), { localUserId: randomUUID() });
      const tag = randomUUID().slice(0, 8);
      const player = { email: `paul.${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Paul', last_name: 'Émile', username: `paul_${tag}` };
      expect((await b.call('/api/auth/sign-up/email', player)).status).toBe(200);
      const link = linkIn(await smtp.waitFor(player.email, /Confirmez votre adresse email/), `${operated.url}/verify-email?`);
      expect((await b.call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token')!)}`)).status).toBe(200);
      await b.call('/api/auth/change-password', { currentPassword: player.password, newPassword: 'Nouveau-mot-2-passe' });
      const notice = await smtp.waitFor(player.email, /^Mot de passe modifié – /);
      expect(notice.replyTo).toBe('exploitant@jeux.example');
      expect(notice.text).toContain('écrivez-nous sans tarder à exploitant@jeux.example');
    } finally {
      await operated.stop();
    }
  });
});
