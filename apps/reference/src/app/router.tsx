import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's data router (React Router data mode) over the shared route table. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
