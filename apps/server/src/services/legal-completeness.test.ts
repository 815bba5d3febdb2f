import { afterAll, describe, expect, it } from 'vitest';
import type { ProviderDto, ProviderLegalDto } from '@jdj/api';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { legalWarning, missingLegalItems, providersLackingLegalItems } from './legal-completeness.ts';

const COMPLETE: ProviderLegalDto = {
  notice_url: null,
  privacy_url: null,
  editor_name: 'Le Journal SA',
  editor_address: '1 rue de la Presse, 75002 Paris',
  director: 'Anne Martin',
  contact_email: 'jeux@journal.fr',
  contact_phone: null,
  host_name: 'Hébergeur SAS',
  host_address: '2 quai des Serveurs, 59100 Roubaix',
  host_phone: '01 23 45 67 89',
  details: null,
  mail_provider: null,
};

const provider = (slug: string, legal: Partial<ProviderLegalDto>) => ({ slug, legal: { ...COMPLETE, ...legal } }) as ProviderDto;

describe('which « Mentions légales » items are missing', () => {
  it('counts the items the law asks for, not the optional phone of the contact nor the other mentions', () => {
    expect(missingLegalItems(COMPLETE)).toEqual([]);
    expect(missingLegalItems({ ...COMPLETE, director: null, host_phone: null })).toEqual(['director', 'host_phone']);
  });

  it('counts none for a provider that links its own notice page (its items are there)', () => {
    expect(missingLegalItems({ ...COMPLETE, editor_name: null, host_name: null, notice_url: 'https://journal.fr/mentions' })).toEqual([]);
  });

  it('names the incomplete providers in slug order, and has no warning when all are complete', () => {
    const lacking = providersLackingLegalItems([
      provider('zeste', { contact_email: null }),
      provider('complet', {}),
      provider('alpha', { editor_name: null, editor_address: null }),
    ]);
    expect(lacking).toEqual({ alpha: ['editor_name', 'editor_address'], zeste: ['contact_email'] });
    expect(legalWarning(lacking)).toEqual({
      message:
        'legal notice incomplete (LCEN art. 6-III) for alpha, zeste: fill the items in the console (provider page, « Mentions légales ») or the LEGAL_* settings',
      fields: { providers: { alpha: ['editor_name', 'editor_address'], zeste: ['contact_email'] } },
    });
    expect(legalWarning(providersLackingLegalItems([provider('complet', {})]))).toBeUndefined();
  });
});

/** The operator's items of a deployment where it runs the default provider and hosts every provider. */
const OPERATOR_ENV = {
  LEGAL_PUBLISHER_NAME: 'Jeux du Jour SAS',
  LEGAL_PUBLISHER_ADDRESS: '4 place du Jeu, 33000 Bordeaux',
  LEGAL_PUBLICATION_DIRECTOR: 'Paul Durand',
  LEGAL_CONTACT_EMAIL: 'contact@jeux.example.fr',
  LEGAL_HOST_NAME: 'Hébergeur Général',
  LEGAL_HOST_ADDRESS: '3 rue du Centre, 69001 Lyon',
  LEGAL_HOST_PHONE: '04 00 00 00 00',
  MAIL_PROVIDER_NAME: 'Courrier Express SAS',
};

describe.each(databaseTargets())('the legal items at start on $name', (target) => {
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  const warnings = (s: TestServer) => s.logs.filter((line) => line.level === 'warn' && String(line.msg).startsWith('legal notice incomplete'));
  const legalOf = async (s: TestServer, slug: string) =>
    ((await (await fetch(`${s.url}/api/providers/current?provider=${slug}`)).json()) as { data: ProviderDto }).data.legal;

  it('serves the operator’s items where a provider has none, and warns in production, once, naming the incomplete providers', async () => {
    // A development start: the operator's items are served, and nothing is said of what is missing.
    const first = await startTestServer(target, { env: OPERATOR_ENV, keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    expect(await legalOf(first, 'default')).toMatchObject({
      editor_name: 'Jeux du Jour SAS',
      director: 'Paul Durand',
      contact_email: 'contact@jeux.example.fr',
      host_name: 'Hébergeur Général',
      host_phone: '04 00 00 00 00',
      mail_provider: 'Courrier Express SAS',
    });
    // A partner gets the operator's host, never its editor.
    expect(await legalOf(first, 'partenaire')).toMatchObject({ editor_name: null, director: null, host_name: 'Hébergeur Général' });
    expect(warnings(first)).toEqual([]);
    // A complete partner of its own, written as the console would.
    const now = new Date().toISOString();
    await first.database.db
      .insertInto('provider')
      .values({
        id: 'provider-complet',
        slug: 'complet',
        name: 'Le Complet',
        features: '[]',
        games: '["sudoku"]',
        feedback_url: null,
        share_url: null,
        timezone: 'Europe/Paris',
        legal_editor_name: 'Le Complet SA',
        legal_editor_address: '5 rue Pleine, 13001 Marseille',
        legal_director: 'Léa Blanc',
        contact_email: 'jeux@complet.fr',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await first.stop();

    // The same data started in production: one warning line, naming the partner that lacks its editor.
    server = await startTestServer(target, {
      env: { ...OPERATOR_ENV, NODE_ENV: 'production' },
      dataDir: first.dataDir,
      ...(first.schema ? { schema: first.schema } : {}),
      puzzleWindow: { pastDays: 0, futureDays: 0 },
    });
    const [line, ...others] = warnings(server);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      msg: 'legal notice incomplete (LCEN art. 6-III) for partenaire: fill the items in the console (provider page, « Mentions légales ») or the LEGAL_* settings',
      providers: { partenaire: ['editor_name', 'editor_address', 'director', 'contact_email'] },
    });
  });
});
