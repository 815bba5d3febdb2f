import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
