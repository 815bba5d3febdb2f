/** How a text was copied: the Clipboard API, a temporary text area, or not at all (manual dialog). */
export type CopyOutcome = 'clipboard' | 'textarea' | 'manual';

export interface CopyEnvironment {
  clipboard: Pick<Clipboard, 'writeText'> | undefined;
  /** Copies with a temporary element and document.execCommand('copy'); true when it worked. */
  copyWithTextarea(text: string): boolean;
}

export function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

const browserEnvironment = (): CopyEnvironment => ({
  clipboard: globalThis.navigator?.clipboard,
  copyWithTextarea,
});

/**
 * The copy fallback chain of document 1 §8: the Clipboard API, then a temporary text area with
 * execCommand('copy'); 'manual' tells the caller to open the 'Copier ce texte' dialog.
 */
export async function copyText(text: string, env: CopyEnvironment = browserEnvironment()): Promise<CopyOutcome> {
  if (env.clipboard && typeof env.clipboard.writeText === 'function') {
    try {
      await env.clipboard.writeText(text);
      return 'clipboard';
    } catch (error) {
      console.warn('Clipboard API refused; trying a text area', error);
    }
  }
  return env.copyWithTextarea(text) ? 'textarea' : 'manual';
}
