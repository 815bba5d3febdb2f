import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ProviderLoader } from './provider/ProviderLoader.tsx';
import { createAppRouter } from './router.ts';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ProviderLoader>
      <RouterProvider router={router} />
    </ProviderLoader>
  );
}
