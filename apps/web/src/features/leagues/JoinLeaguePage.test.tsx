import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueInvitationDto } from '../../shared/api/api-types.ts';
import { testProvider } from '../../test/fixtures.ts';
import { mockApi, renderApp } from '../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

/** An invitation page whose preview answers `answer` (signed out). */
function openInvitation(answer: Response) {
  mockApi({
    providers: { '': testProvider() },
    handle: (url) => {
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      if (url.pathname === '/api/leagues/invitations/preview') return answer;
      return undefined;
    },
  });
  renderApp('/ligues/rejoindre#AAAAAAAAAAAAAAAAAAAAAAAA');
}

const invitation = (members: number): LeagueInvitationDto => ({ name: 'Bureau', members, max_members: 100, you: null });

describe('an invitation link (issue 39)', () => {
  it('says a full league is full before any button, and leads home', async () => {
    openInvitation(Response.json({ code: 200, data: invitation(100) }));
    expect(await screen.findByText('Cette ligue est complète : 100 membres au plus. Demandez à un membre d’en créer une autre.')).toBeTruthy();
    const page = within(screen.getByRole('article'));
    expect(page.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(page.queryByRole('button', { name: 'Rejoindre la ligue' })).toBeNull();
    expect(page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('offers to sign in to a league with room left', async () => {
    openInvitation(Response.json({ code: 200, data: invitation(99) }));
    expect(await within(await screen.findByRole('article')).findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.queryByText(/complète/)).toBeNull();
  });

  it('leads home from a dead link', async () => {
    openInvitation(Response.json({ code: 404, message: 'Ce lien d’invitation ne mène plus à aucune ligue.' }, { status: 404 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien d’invitation ne mène plus à aucune ligue.');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });
});
