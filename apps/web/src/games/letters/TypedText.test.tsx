import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedText } from './TypedText.tsx';

const typed = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a definition that types itself in', () => {
  it('shows one more character every 25 ms, and the whole text to screen readers from the start', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    const { container } = render(<TypedText text="Nez du chien" />);
    expect(typed(container)).toBe('');
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('Nez du chien');
    act(() => void vi.advanceTimersByTime(25 * 3));
    expect(typed(container)).toBe('Nez');
    act(() => void vi.advanceTimersByTime(25 * 20));
    expect(typed(container)).toBe('Nez du chien');
  });

  it('types at 50 ms per character in a rules demo', () => {
    vi.useFakeTimers();
    reducedMotion(false);
    const { container } = render(<TypedText text="Lune" stepMs={50} />);
    act(() => void vi.advanceTimersByTime(100));
    expect(typed(container)).toBe('Lu');
  });

  it('shows the whole text at once when the player prefers reduced motion', () => {
    reducedMotion(true);
    const { container } = render(<TypedText text="Nez du chien" />);
    expect(typed(container)).toBe('Nez du chien');
  });
});
