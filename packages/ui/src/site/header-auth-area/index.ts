export type { HeaderAuthAreaProps, HeaderUser } from './header-auth-area';
export { HeaderAuthArea } from './header-auth-area';
