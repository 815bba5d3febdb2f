import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSettingsDto } from '../../shared/api/api-types.ts';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const ALL_MISSING: ProviderSettingsDto['legal_missing'] = [
  'editor_name',
  'editor_address',
  'director',
  'contact_email',
  'host_name',
  'host_address',
  'host_phone',
];

function settings(overrides: Partial<ProviderSettingsDto> = {}): ProviderSettingsDto {
  return {
    id: 'provider-partenaire',
    slug: 'partenaire',
    name: 'Le Journal Partenaire',
    archived: false,
    features: [],
    games: ['sudoku'],
    feedback_url: null,
    share_url: null,
    timezone: 'Europe/Paris',
    hostnames: ['partenaire.localhost'],
    frame_ancestors: [],
    legal_notice_url: null,
    privacy_url: null,
    contact_email: null,
    legal_editor_name: null,
    legal_editor_address: null,
    legal_director: null,
    legal_contact_phone: null,
    legal_host_name: null,
    legal_host_address: null,
    legal_host_phone: null,
    legal_details: null,
    legal_missing: ALL_MISSING,
    updated_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

const ME = {
  admin: { user: { id: 'a', email: 'admin@jeux.fr', name: 'A' }, role: 'admin', provider: null },
  publisher: { user: { id: 'p', email: 'jeux@journal.fr', name: 'P' }, role: 'publisher', provider: { slug: 'partenaire', name: 'Le Journal Partenaire' } },
};

/** The console's calls of these screens; a POST is answered by `save` (the saved settings, or a refusal). */
function mockConsole(role: keyof typeof ME, providers: ProviderSettingsDto[], save?: (path: string, body: unknown) => Response) {
  return mockApi({
    providers: { '': testProvider() },
    handle: (url, init) => {
      if (url.pathname === '/api/console/me') return Response.json({ code: 200, data: ME[role] });
      if (url.pathname === '/api/console/providers') return Response.json({ code: 200, data: providers });
      if (url.pathname === '/api/console/games')
        return Response.json({ code: 200, data: [{ slug: 'sudoku', name: 'Sudoku', color: '#f1c40f', is_active: true, replaceable_days: false }] });
      const slug = /^\/api\/console\/providers\/([^/]+)/.exec(url.pathname)?.[1];
      if (slug && init?.method === 'POST' && save) return save(url.pathname, JSON.parse(String(init.body)));
      if (slug) return Response.json({ code: 200, data: providers.find((p) => p.slug === slug) });
      return undefined;
    },
  });
}

describe('the console’s providers and their « Mentions légales »', () => {
  it('marks in words the providers whose legal notice lacks items, for an administrator', async () => {
    mockConsole('admin', [
      settings({ slug: 'default', name: 'Jeux du Jour', legal_missing: ['host_phone'] }),
      settings(),
      settings({ slug: 'complet', name: 'Le Complet', legal_missing: [] }),
      settings({ slug: 'gazette', name: 'La Gazette', legal_missing: [], legal_notice_url: 'https://gazette.fr/mentions' }),
    ]);
    renderApp('/admin/providers');
    const header = await screen.findByRole('columnheader', { name: 'Mentions légales' });
    const table = header.closest('table')!;
    const legalOf = (slug: string) => within(within(table).getByRole('rowheader', { name: slug }).closest('tr')!).getAllByRole('cell')[3]!.textContent;
    expect(legalOf('default')).toBe('À compléter (1 information manquante)');
    expect(legalOf('partenaire')).toBe('À compléter (7 informations manquantes)');
    expect(legalOf('complet')).toBe('Complètes');
    expect(legalOf('gazette')).toBe('Sur son site');
    expect(within(table).getByRole('link', { name: 'Modifier : Le Journal Partenaire' })).toBeTruthy();
  });

  it('offers a publisher its provider’s legal details to edit', async () => {
    mockConsole('publisher', [settings()]);
    renderApp('/admin/providers');
    const link = await screen.findByRole('link', { name: 'Modifier les mentions légales : Le Journal Partenaire' });
    expect(link.getAttribute('href')).toBe('/admin/providers/partenaire');
    expect(screen.getByText('À compléter (7 informations manquantes)')).toBeTruthy();
  });

  it('lets a publisher change the legal fields only, sent to their own route, and says what is still missing', async () => {
    const posted: [string, unknown][] = [];
    mockConsole('publisher', [settings()], (path, body) => {
      posted.push([path, body]);
      return Response.json({
        code: 200,
        data: settings({ legal_editor_name: 'Le Journal Partenaire SA', legal_missing: ALL_MISSING.filter((i) => i !== 'editor_name'), updated_at: 'ensuite' }),
      });
    });
    const user = userEvent.setup();
    renderApp('/admin/providers/partenaire');
    const legal = await screen.findByRole('group', { name: 'Mentions légales' });
    expect(screen.getByTestId('legal-missing').textContent).toBe(
      'À compléter : nom de l’éditeur, adresse de l’éditeur, directeur ou directrice de la publication, adresse de contact, nom de l’hébergeur, adresse de l’hébergeur, téléphone de l’hébergeur.',
    );
    // The rest of the provider is the administrators'.
    expect(screen.getByLabelText('Nom affiché').matches(':disabled')).toBe(true);
    const editorName = within(legal).getByLabelText('Nom ou raison sociale de l’éditeur');
    expect(editorName.matches(':disabled')).toBe(false);
    expect(within(legal).getByLabelText('Téléphone de l’hébergeur').matches(':disabled')).toBe(false);
    await user.type(editorName, 'Le Journal Partenaire SA');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les mentions légales' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const [path, body] = posted[0]!;
    expect(path).toBe('/api/console/providers/partenaire/legal');
    expect(Object.keys(body as object).sort()).toEqual(
      [
        'contact_email',
        'legal_contact_phone',
        'legal_details',
        'legal_director',
        'legal_editor_address',
        'legal_editor_name',
        'legal_host_address',
        'legal_host_name',
        'legal_host_phone',
        'legal_notice_url',
        'privacy_url',
      ].sort(),
    );
    expect(body).toMatchObject({ legal_editor_name: 'Le Journal Partenaire SA', legal_host_name: '' });
    expect(await screen.findByText('Enregistré')).toBeTruthy();
  });

  it('shows the server’s French refusal of a bad value', async () => {
    mockConsole('publisher', [settings()], () =>
      Response.json(
        {
          code: 400,
          message: 'Champ « legal_host_phone » invalide : numéro de téléphone attendu (chiffres, espaces, points, tirets, + au début), ex. 01 23 45 67 89',
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/providers/partenaire');
    await user.type(await screen.findByLabelText('Téléphone de l’hébergeur'), 'le standard');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les mentions légales' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Champ «\slegal_host_phone\s» invalide\s: numéro de téléphone attendu/);
  });

  it('gives an administrator the whole provider, the legal fields included, in one save', async () => {
    const posted: [string, unknown][] = [];
    mockConsole('admin', [settings({ legal_missing: [] })], (path, body) => {
      posted.push([path, body]);
      return Response.json({ code: 200, data: settings({ legal_missing: [], updated_at: 'ensuite' }) });
    });
    const user = userEvent.setup();
    renderApp('/admin/providers/partenaire');
    expect(await screen.findByText('Toutes les informations demandées par la loi sont renseignées.')).toBeTruthy();
    expect(screen.getByLabelText('Nom affiché').matches(':disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]![0]).toBe('/api/console/providers/partenaire');
    expect(posted[0]![1]).toMatchObject({ name: 'Le Journal Partenaire', legal_editor_name: '', hostnames: ['partenaire.localhost'] });
  });
});
