export type { SkipLinkProps } from './skip-link';
export { SkipLink } from './skip-link';
