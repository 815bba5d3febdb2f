import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TOASTS, toast, useToastStore } from './toast-store.ts';

beforeEach(() => useToastStore.getState().clear());

describe('toast store', () => {
  it('keeps only the last 10 toasts', () => {
    for (let i = 1; i <= 12; i++) toast.info(`Message ${i}`);
    const messages = useToastStore.getState().toasts.map((item) => item.message);
    expect(messages).toHaveLength(MAX_TOASTS);
    expect(messages[0]).toBe('Message 3');
    expect(messages.at(-1)).toBe('Message 12');
  });

  it('records the type of each toast', () => {
    toast.success('Lien copié !');
    toast.error('Erreur lors du partage');
    expect(useToastStore.getState().toasts.map((item) => item.type)).toEqual(['success', 'error']);
  });
});
