export { HeaderAuth, type HeaderAuthProps } from './header-auth';
