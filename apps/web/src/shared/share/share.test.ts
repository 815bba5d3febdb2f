import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, type CopyEnvironment } from './copy.ts';
import { canShareNatively, copiedText, platformUrl, shareText, shareUrl } from './share.ts';

afterEach(() => vi.unstubAllGlobals());

describe('share text and link', () => {
  it('is « J’ai réussi à terminer le jeu {game} en {mm:ss} ! »', () => {
    expect(shareText('Sudoku', 83)).toBe('J’ai réussi à terminer le jeu Sudoku en 01:23\u00a0!');
    expect(shareText('Binero', 3600)).toBe('J’ai réussi à terminer le jeu Binero en 60:00\u00a0!');
  });

  it('adds the game’s summary under that first line when this device knows it', () => {
    expect(shareText('Sudoku', 83, '❌ 1 erreur\n💡 1 case révélée')).toBe(
      'J’ai réussi à terminer le jeu Sudoku en 01:23\u00a0!\n❌ 1 erreur\n💡 1 case révélée',
    );
    expect(shareText('Sudoku', 83, null)).toBe('J’ai réussi à terminer le jeu Sudoku en 01:23\u00a0!');
  });

  it("is the provider's share_url, or the site's origin, followed by the day's play URL /{game}/{date}", () => {
    expect(shareUrl(null, 'https://jeux.example.fr', 'sudoku', '2026-11-28')).toBe('https://jeux.example.fr/sudoku/2026-11-28');
    expect(shareUrl('', 'https://jeux.example.fr', 'sudoku', '2026-11-28')).toBe('https://jeux.example.fr/sudoku/2026-11-28');
    expect(shareUrl('  ', 'https://jeux.example.fr', 'sudoku', '2026-11-28')).toBe('https://jeux.example.fr/sudoku/2026-11-28');
    expect(shareUrl('https://partenaire.fr/jeux/', 'https://jeux.example.fr', 'sudoku', '2026-11-28')).toBe('https://partenaire.fr/jeux/sudoku/2026-11-28');
    expect(copiedText('Texte !', 'https://a.fr/sudoku')).toBe('Texte !\nhttps://a.fr/sudoku');
  });

  it('keeps the provider a `?provider=` visit came through, on the site’s origin only', () => {
    expect(shareUrl(null, 'https://jeux.example.fr', 'sudoku', '2026-11-28', 'partenaire')).toBe(
      'https://jeux.example.fr/sudoku/2026-11-28?provider=partenaire',
    );
    expect(shareUrl('https://partenaire.fr/jeux', 'https://jeux.example.fr', 'sudoku', '2026-11-28', 'partenaire')).toBe(
      'https://partenaire.fr/jeux/sudoku/2026-11-28',
    );
    sessionStorage.setItem('jdj.provider-slug', 'journal');
    expect(shareUrl(null, 'https://jeux.example.fr', 'binero', '2026-11-28')).toBe('https://jeux.example.fr/binero/2026-11-28?provider=journal');
    sessionStorage.removeItem('jdj.provider-slug');
  });

  it('builds each network link with the text and the link encoded', () => {
    const content = { title: 'Sudoku', text: "J'ai réussi en 01:23 !", url: 'https://a.fr/sudoku' };
    expect(platformUrl('facebook', content)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.fr%2Fsudoku&quote=J'ai%20r%C3%A9ussi%20en%2001%3A23%20!",
    );
    expect(platformUrl('x', content)).toMatch(/^https:\/\/x\.com\/intent\/post\?text=J'ai%20r%C3%A9ussi.*&url=https%3A%2F%2Fa\.fr%2Fsudoku$/);
    expect(platformUrl('whatsapp', content)).toBe(`https://wa.me/?text=${encodeURIComponent("J'ai réussi en 01:23 !\nhttps://a.fr/sudoku")}`);
    expect(platformUrl('linkedin', content)).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fa.fr%2Fsudoku');
    expect(platformUrl('telegram', content)).toContain('https://t.me/share/url?url=https%3A%2F%2Fa.fr%2Fsudoku&text=');
    expect(platformUrl('email', content)).toBe(`mailto:?subject=Sudoku&body=${encodeURIComponent("J'ai réussi en 01:23 !\nhttps://a.fr/sudoku")}`);
  });

  it('offers the native share only where it exists and outside iframes', () => {
    const page = (share: unknown, top: unknown) =>
      ({
        navigator: { share },
        get self() {
          return this;
        },
        top,
      }) as unknown as Window;
    const alone = page(() => undefined, null);
    (alone as unknown as { top: unknown }).top = alone;
    expect(canShareNatively(alone)).toBe(true);
    expect(canShareNatively(page(undefined, null))).toBe(false);
    expect(canShareNatively(page(() => undefined, {}))).toBe(false); // Framed by a partner.
    const crossOrigin = {
      navigator: { share: () => undefined },
      self: {},
      get top(): Window {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    expect(canShareNatively(crossOrigin as unknown as Window)).toBe(false);
  });
});

describe('copy fallback chain', () => {
  const env = (clipboard: CopyEnvironment['clipboard'], textarea: boolean) => {
    const copyWithTextarea = vi.fn(() => textarea);
    return { env: { clipboard, copyWithTextarea }, copyWithTextarea };
  };

  it('uses the Clipboard API first', async () => {
    const writeText = vi.fn(async () => undefined);
    const { env: e, copyWithTextarea } = env({ writeText }, true);
    await expect(copyText('abc', e)).resolves.toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(copyWithTextarea).not.toHaveBeenCalled();
  });

  it('then a temporary text area when the Clipboard API is missing or refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = env({ writeText: vi.fn(async () => Promise.reject(new DOMException('No', 'NotAllowedError'))) }, true);
    await expect(copyText('abc', refused.env)).resolves.toBe('textarea');
    expect(refused.copyWithTextarea).toHaveBeenCalledWith('abc');
    const missing = env(undefined, true);
    await expect(copyText('abc', missing.env)).resolves.toBe('textarea');
  });

  it('and finally asks for a manual copy', async () => {
    await expect(copyText('abc', env(undefined, false).env)).resolves.toBe('manual');
  });

  it('copies through execCommand with a temporary element that is removed', async () => {
    const { copyWithTextarea } = await import('./copy.ts');
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(copyWithTextarea('texte')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
