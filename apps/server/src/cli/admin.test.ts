import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../auth/test-kit.ts';
import { enableTwoFactor, newAccount } from '../testing/console-kit.ts';
import { useCompiledCommand } from '../testing/compiled-command.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const compiled = useCompiledCommand('apps/server/src/cli/admin.ts');

/** The admin command as an operator types it (compiled once for the file), on a test server's SQLite file (the server keeps running). */
const admin = (dataDir: string, ...args: string[]) => compiled().run(args, { DATA_DIR: dataDir, DATABASE_URL: '' });

describe('the admin command', { timeout: 90_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' }, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(() => server.stop());

  it('names an administrator and a publisher, lists them, takes a role back, and opens the console to them', async () => {
    const first = await enableTwoFactor(await newAccount(server, 'premier'));
    expect((await first.browser.call('/api/console/me')).status).toBe(403);
    const granted = await admin(server.dataDir, 'grant', first.email.toUpperCase());
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${first.email} est maintenant administrateur de la console.`);
    expect((await first.browser.call('/api/console/me')).status).toBe(200);

    const editor = await newAccount(server, 'editeur');
    const publisher = await admin(server.dataDir, 'grant', editor.email, '--provider', 'partenaire');
    expect(publisher.stdout).toContain('éditeur du fournisseur partenaire');
    // No two-factor yet: the command says what the console will ask.
    expect(publisher.stdout).toContain('double authentification');
    const list = await admin(server.dataDir, 'list');
    expect(list.stdout).toContain(`${first.email} : administrateur`);
    expect(list.stdout).toContain(`${editor.email} : éditeur de partenaire — double authentification pas encore activée`);

    expect((await admin(server.dataDir, 'revoke', first.email)).code).toBe(0);
    expect((await first.browser.call('/api/console/me')).status).toBe(403);
    const lines = await server.database.db.selectFrom('audit_log').select(['actor_id', 'action', 'target_id']).orderBy('at').execute();
    expect(lines.filter((l) => l.target_id === first.userId)).toEqual([
      { actor_id: 'cli', action: 'player.role', target_id: first.userId },
      { actor_id: 'cli', action: 'player.role', target_id: first.userId },
    ]);
  });

  it('confirms the address of an account whose verification mail never came: its password then opens it', async () => {
    const email = `sans-mail-${Date.now()}@exemple.fr`;
    const password = 'Console-du-jour-42';
    const browser = new Browser(server.url);
    const signUp = { email, password, passwordConfirm: password, first_name: 'Ada', last_name: 'Lovelace', username: `sans_mail_${Date.now()}` };
    expect((await browser.call('/api/auth/sign-up/email', signUp)).status).toBe(200);
    // Never verified (an account of the previous release, or a mail that did not arrive): locked out.
    const refused = await browser.call('/api/auth/sign-in/email', { email, password });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });

    const verified = await admin(server.dataDir, 'verify-email', email.toUpperCase());
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(`L’adresse ${email} est confirmée`);
    expect((await browser.call('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const [line] = await server.database.db.selectFrom('audit_log').select(['actor_id', 'action']).where('action', '=', 'player.verify-email').execute();
    expect(line).toEqual({ actor_id: 'cli', action: 'player.verify-email' });
    // Again: nothing to do, and it says so.
    const again = await admin(server.dataDir, 'verify-email', email);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('déjà confirmée');
    expect((await admin(server.dataDir, 'verify-email', 'personne@exemple.fr')).code).toBe(64);
  });

  it('refuses an unknown address, an unknown provider and an unknown command with a French line (exit 64)', async () => {
    const unknown = await admin(server.dataDir, 'grant', 'personne@exemple.fr');
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('Aucun compte avec l’adresse personne@exemple.fr');
    const someone = await newAccount(server);
    const provider = await admin(server.dataDir, 'grant', someone.email, '--provider', 'nulle-part');
    expect(provider.code).toBe(64);
    expect(provider.stderr).toContain('Fournisseur inconnu : nulle-part');
    expect((await admin(server.dataDir, 'promouvoir', someone.email)).code).toBe(64);
  });
});
