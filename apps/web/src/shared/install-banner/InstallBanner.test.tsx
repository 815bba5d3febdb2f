import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../toasts/toast-store.ts';
import { INSTALL_DISMISSED_AT_KEY } from './install-dismissal.ts';
import { InstallBanner } from './InstallBanner.tsx';
import { useInstallPromptStore, type BeforeInstallPromptEvent } from './install-prompt-store.ts';

const TEXT = 'Installer l’application pour une meilleure expérience';

function stubDisplayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  localStorage.clear();
  useToastStore.getState().clear();
  useInstallPromptStore.setState({ deferredPrompt: null, installed: false });
  stubDisplayMode(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('<InstallBanner>', () => {
  it('offers to install, and "Plus tard" hides it and remembers when', async () => {
    render(<InstallBanner />);
    expect(screen.getByText(TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    const stored = Number(localStorage.getItem(INSTALL_DISMISSED_AT_KEY));
    expect(Math.abs(Date.now() - stored)).toBeLessThan(5000);
  });

  it('stays hidden after a recent dismissal, and shows again with a corrupt stored value', () => {
    localStorage.setItem(INSTALL_DISMISSED_AT_KEY, String(Date.now() - 60_000));
    const { unmount } = render(<InstallBanner />);
    expect(screen.queryByText(TEXT)).toBeNull();
    unmount();
    localStorage.setItem(INSTALL_DISMISSED_AT_KEY, 'pas une date');
    render(<InstallBanner />);
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it('is hidden when the app runs standalone', () => {
    stubDisplayMode(true);
    render(<InstallBanner />);
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('uses the browser’s install prompt when one was captured', async () => {
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    }) as BeforeInstallPromptEvent;
    act(() => useInstallPromptStore.getState().setDeferredPrompt(event));
    render(<InstallBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Installer' }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
  });

  it('explains how to add the app from the browser menu when no prompt exists', async () => {
    render(<InstallBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Installer' }));
    const [shown] = useToastStore.getState().toasts;
    expect(shown?.type).toBe('info');
    expect(shown?.message).toContain('Ajouter à l’écran d’accueil');
  });
});
