import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { ProviderDto } from './api-types.ts';
import { ProviderLoader } from './provider/ProviderLoader.tsx';
import { createAppRouter } from './router.ts';

/** The app in the browser; `initialProvider`: the provider of the server-rendered page it hydrates. */
export function App({ initialProvider }: { initialProvider?: ProviderDto | undefined }) {
  const [router] = useState(createAppRouter);
  return (
    <ProviderLoader initialProvider={initialProvider}>
      <RouterProvider router={router} />
    </ProviderLoader>
  );
}
