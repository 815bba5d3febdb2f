import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastArea } from './ToastArea.tsx';
import { toast, useToastStore } from './toast-store.ts';

beforeEach(() => useToastStore.getState().clear());
afterEach(() => vi.useRealTimers());

describe('<ToastArea>', () => {
  it('shows the last 10 toasts, and a click closes one', async () => {
    render(<ToastArea />);
    act(() => {
      for (let i = 1; i <= 11; i++) toast.warning(`Alerte ${i}`);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('Alerte 1')).toBeNull();

    await userEvent.click(screen.getByText('Alerte 5'));
    expect(screen.queryByText('Alerte 5')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('lives in a polite status region, with the type announced', () => {
    render(<ToastArea />);
    act(() => {
      toast.error('Erreur lors du partage');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Erreur\u00a0: Erreur lors du partage');
  });

  it('closes a toast by itself after a few seconds', () => {
    vi.useFakeTimers();
    render(<ToastArea />);
    act(() => {
      toast.info('Bienvenue');
    });
    expect(screen.getByText('Bienvenue')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 10);
    });
    expect(screen.queryByText('Bienvenue')).toBeNull();
  });
});
