/**
 * Base URL of the API. The server serves the app and the API from one origin, so the default is the
 * app's own origin (''); `VITE_API_BASE` points a build at another deployment.
 */
export const apiBase: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');
