export { renderRouterLink } from './router-link';
