import type { Load } from './use-load.ts';

/** While a section's answer is awaited, or why it could not come. */
export function LoadNote({ load }: { load: Load<unknown> }) {
  if (load.status === 'loading') return <p role="status">…</p>;
  if (load.status === 'failed') {
    return (
      <p className="league-error" role="alert">
        {load.message}
      </p>
    );
  }
  return null;
}
