import { createContext, useContext } from 'react';
import type { ConsoleMeDto } from '../../app/api-types.ts';

export const ConsoleContext = createContext<ConsoleMeDto | null>(null);

/** Who is at the console (set by ConsoleApp once the server let them in). */
export function useConsoleMe(): ConsoleMeDto {
  const me = useContext(ConsoleContext);
  if (!me) throw new Error('useConsoleMe outside the console');
  return me;
}
