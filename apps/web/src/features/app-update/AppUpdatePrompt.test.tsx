import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppUpdatePrompt } from './AppUpdatePrompt.tsx';
import { useAppUpdateStore } from './app-update-store.ts';

beforeEach(() => useAppUpdateStore.setState({ needRefresh: false }));

describe('<AppUpdatePrompt>', () => {
  it('asks to reload when a new version waits, and reloads through the service worker', async () => {
    const update = vi.fn(async () => {});
    render(<AppUpdatePrompt />);
    expect(screen.queryByText('Une mise à jour est disponible. Recharger ?')).toBeNull();
    act(() => useAppUpdateStore.getState().showUpdate(update));
    expect(screen.getByText('Une mise à jour est disponible. Recharger ?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(update).toHaveBeenCalledWith(true);
  });

  it('"Plus tard" closes the prompt without reloading', async () => {
    const update = vi.fn(async () => {});
    act(() => useAppUpdateStore.getState().showUpdate(update));
    render(<AppUpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByText('Une mise à jour est disponible. Recharger ?')).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });
});
