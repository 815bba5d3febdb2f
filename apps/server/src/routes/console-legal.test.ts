import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageDto, ProviderDto, ProviderSettingsDto } from '@jdj/api';
import { CONSOLE_FIELD_WORDS } from '@jdj/api';
import { consoleMember, type Member, providerIdOf } from '../testing/console-kit.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/** Every « Mentions légales » item of a partner, as its publisher types them. */
const ITEMS = {
  legal_editor_name: 'Le Journal Partenaire SA',
  legal_editor_address: '  1 rue de la Presse \n\n 75002 Paris ',
  legal_director: 'Anne Martin',
  contact_email: 'jeux@journal-partenaire.fr',
  legal_contact_phone: '01 23 45 67 89',
  legal_host_name: 'Hébergeur du Journal SAS',
  legal_host_address: '2 quai des Serveurs, 59100 Roubaix',
  legal_host_phone: '+33 9 72 10 10 07',
  legal_details: 'RCS Paris 123 456 789',
};

describe.each(databaseTargets())('a publisher’s legal details on $name', (target) => {
  let server: TestServer;
  let admin: Member;
  let publisher: Member;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    admin = await consoleMember(server);
    publisher = await consoleMember(server, { role: 'publisher', providerId: await providerIdOf(server, 'partenaire') });
    // Two accounts with two-factor set up: more than a plain suite's start.
  }, 60_000);
  afterAll(() => server.stop());

  const settingsOf = async (slug: string) => (await admin.browser.call<{ data: ProviderSettingsDto }>(`/api/console/providers/${slug}`)).body.data;
  const servedLegal = async (slug: string) =>
    ((await (await fetch(`${server.url}/api/providers/current?provider=${slug}`)).json()) as { data: ProviderDto }).data.legal;
  const auditLines = async () => (await admin.browser.call<{ data: AuditPageDto }>('/api/console/audit')).body.data.entries;

  it('lets a publisher fill its own provider’s legal items, audited, and the portal’s page shows them', async () => {
    const before = await settingsOf('partenaire');
    expect(before.legal_missing).toEqual(['editor_name', 'editor_address', 'director', 'contact_email', 'host_name', 'host_address', 'host_phone']);

    const saved = await publisher.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/partenaire/legal', ITEMS);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Trimmed, blank lines dropped; nothing else of the provider changed.
    expect(saved.body.data).toMatchObject({ ...ITEMS, legal_editor_address: '1 rue de la Presse\n75002 Paris', legal_missing: [] });
    expect(saved.body.data).toMatchObject({ name: before.name, games: before.games, hostnames: before.hostnames, features: before.features });

    expect(await servedLegal('partenaire')).toMatchObject({
      editor_name: 'Le Journal Partenaire SA',
      editor_address: '1 rue de la Presse\n75002 Paris',
      director: 'Anne Martin',
      contact_email: 'jeux@journal-partenaire.fr',
      contact_phone: '01 23 45 67 89',
      host_name: 'Hébergeur du Journal SAS',
      host_phone: '+33 9 72 10 10 07',
      details: 'RCS Paris 123 456 789',
    });

    const [line] = await auditLines();
    expect(line).toMatchObject({ actor_id: publisher.userId, action: 'provider.legal', target_type: 'provider', target_id: 'partenaire' });
    expect(line!.before).toMatchObject({ legal_editor_name: null, contact_email: null });
    expect(line!.after).toMatchObject({ legal_editor_name: 'Le Journal Partenaire SA', legal_host_phone: '+33 9 72 10 10 07' });

    // A field left out stays; an emptied one is cleared, and the page counts it missing again.
    const cleared = await publisher.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/partenaire/legal', { legal_director: '  ' });
    expect(cleared.body.data).toMatchObject({ legal_director: null, legal_editor_name: 'Le Journal Partenaire SA', legal_missing: ['director'] });
    expect((await servedLegal('partenaire')).director).toBeNull();
    await publisher.browser.call('/api/console/providers/partenaire/legal', { legal_director: 'Anne Martin' });
  });

  it('keeps a publisher to its own provider’s legal fields: another provider’s, or any other field, is refused', async () => {
    const otherBefore = await settingsOf('default');
    const other = await publisher.browser.call<{ error: string; message: string }>('/api/console/providers/default/legal', {
      legal_editor_name: 'Pas le mien',
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: 'OTHER_PROVIDER', message: 'Ce fournisseur n’est pas le vôtre.' });

    const ownBefore = await settingsOf('partenaire');
    const { id: _id, slug: _slug, updated_at: _at, legal_missing: _missing, ...settings } = ownBefore;
    const renamed = await publisher.browser.call<{ error: string; message: string }>('/api/console/providers/partenaire', {
      ...settings,
      name: 'Mon journal',
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body).toMatchObject({ error: 'ADMIN_ONLY', message: 'Réservé aux administrateurs.' });
    // The legal route takes the legal fields and nothing else.
    const sneaked = await publisher.browser.call<{ message: string }>('/api/console/providers/partenaire/legal', { name: 'Mon journal', games: [] });
    expect(sneaked.status).toBe(400);
    expect(sneaked.body.message).toMatch(/^Champ inconnu dans la requête : « name »/);

    expect(await settingsOf('default')).toEqual(otherBefore);
    expect(await settingsOf('partenaire')).toEqual(ownBefore);
    expect((await auditLines()).filter((l) => l.actor_id === publisher.userId && l.target_id === 'default')).toEqual([]);
  });

  it.each([
    ['markup in the editor’s name', { legal_editor_name: 'Le <b>Journal</b>' }, 'legal_editor_name', 'sans < ni >'],
    ['markup in the host’s address', { legal_host_address: '2 quai <script>' }, 'legal_host_address', 'sans < ni >'],
    ['markup in the other mentions', { legal_details: 'RCS <i>Paris</i>' }, 'legal_details', 'sans < ni >'],
    ['a contact that is not an email address', { contact_email: 'jeux at journal.fr' }, 'contact_email', 'adresse e-mail attendue'],
    ['a contact without a domain', { contact_email: 'jeux@localhost' }, 'contact_email', 'adresse e-mail attendue'],
    ['a phone that is not a phone number', { legal_contact_phone: 'le standard' }, 'legal_contact_phone', 'numéro de téléphone attendu'],
    ['a host phone too short to be one', { legal_host_phone: '12 34' }, 'legal_host_phone', 'numéro de téléphone attendu'],
    ['a javascript: notice page', { legal_notice_url: 'javascript:alert(1)' }, 'legal_notice_url', 'adresse https:// attendue'],
    ['an ftp: privacy page', { privacy_url: 'ftp://journal.fr/vie-privee' }, 'privacy_url', 'adresse https:// attendue'],
    ['an http:// notice page', { legal_notice_url: 'http://www.journal.fr/mentions' }, 'legal_notice_url', 'adresse https:// attendue'],
    ['an http:// privacy page', { privacy_url: 'http://www.journal.fr/vie-privee' }, 'privacy_url', 'adresse https:// attendue'],
    ['an overlong editor’s name', { legal_editor_name: 'É'.repeat(201) }, 'legal_editor_name', 'au plus 200 caractères'],
    ['an overlong address', { legal_editor_address: 'rue '.repeat(80) }, 'legal_editor_address', 'au plus 300 caractères'],
    ['overlong other mentions', { legal_details: 'RCS\n'.repeat(1001) }, 'legal_details', 'au plus 4000 caractères'],
    ['an overlong notice page', { legal_notice_url: `https://journal.fr/${'a'.repeat(2000)}` }, 'legal_notice_url', 'au plus 2000 caractères'],
    ['a number where text is expected', { legal_host_name: 42 }, 'legal_host_name', ''],
  ])('refuses %s: a French 400 naming the field, and nothing changes', async (_case, change, field, reason) => {
    const before = await settingsOf('partenaire');
    const linesBefore = (await auditLines()).length;
    const answer = await publisher.browser.call<{ message: string }>('/api/console/providers/partenaire/legal', { ...ITEMS, ...change });
    expect(answer.status).toBe(400);
    // The field in the words of the form (« Nom de l’éditeur »), not its key.
    expect(answer.body.message).toContain(`Champ « ${CONSOLE_FIELD_WORDS[field]} » invalide`);
    expect(answer.body.message).toContain(reason);
    expect(await settingsOf('partenaire')).toEqual(before);
    expect((await auditLines()).length).toBe(linesBefore);
  });

  it('lets an administrator change any provider’s legal fields through the same route', async () => {
    const saved = await admin.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/default/legal', { legal_host_name: 'Hébergeur Général' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A host of its own, even partial, is the provider's: the missing parts stay missing.
    expect(saved.body.data.legal_missing).toEqual(['editor_name', 'editor_address', 'director', 'contact_email', 'host_address', 'host_phone']);
    const [line] = await auditLines();
    expect(line).toMatchObject({ actor_id: admin.userId, action: 'provider.legal', target_id: 'default', after: { legal_host_name: 'Hébergeur Général' } });
  });
});
