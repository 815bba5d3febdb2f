import { createContext } from 'react';
import type { ServerDay } from './first-paint-data.ts';

/**
 * The day the server's markup shows: given by the server's render (entry-server.tsx) and by the browser's
 * hydration of that markup (main.tsx), so both first renders read the same day whatever the clocks say
 * (issue 36). Null in a page rendered by the browser alone.
 */
export const ServerDayContext = createContext<ServerDay | null>(null);
