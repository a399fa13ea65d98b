export type { PageMessageProps } from './page-message';
export { PageMessage } from './page-message';
