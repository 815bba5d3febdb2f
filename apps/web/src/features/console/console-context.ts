import { createContext, useContext } from 'react';
import type { ConsoleMeDto } from '../../shared/api/api-types.ts';

export const ConsoleContext = createContext<ConsoleMeDto | null>(null);

/** Who is at the console (set by ConsoleApp once the server let them in). */
export function useConsoleMe(): ConsoleMeDto {
  const me = useContext(ConsoleContext);
  if (!me) throw new Error('useConsoleMe outside the console');
  return me;
}

/**
 * Loads the game screens' code (and so their stylesheet), which the day preview shows a board in. The console
 * cannot import the game shell (features stand apart): app/ hands the loader to ConsoleApp.
 */
export const GameScreensLoaderContext = createContext<() => Promise<unknown>>(async () => undefined);
