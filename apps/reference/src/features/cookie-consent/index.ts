export { CookieConsent } from './components/cookie-consent';
export { CookieSettingsPanel } from './components/cookie-settings-panel';
export { LazyCookieSettingsPanel } from './components/lazy-cookie-settings-panel';
