import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazily loaded: on a busy machine the first import of a chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts between tests only when globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
