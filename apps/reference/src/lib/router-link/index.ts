export { type RenderedLink, renderRouterLink } from './router-link';
