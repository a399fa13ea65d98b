export { HeaderAuth } from './header-auth';
