/** Loads once (a second call returns the same promise); a failed download may be tried again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = null;
      throw error;
    });
    return promise;
  };
}

/**
 * The shared game screens' code, fetched on the first game screen; the play screen calls it again to be
 * sure the end screen is there before finishing (offline included).
 */
export const loadGameScreens = once(() => import('./screens.ts'));
