export { RequireAuth } from './require-auth';
