export { ANALYTICS_SCRIPT_SRC } from './analytics';
export type { CookieConsentProps } from './components/cookie-consent';
export { CookieConsent } from './components/cookie-consent';
export { CookieSettingsPanel } from './components/cookie-settings-panel';
export { LazyCookieSettingsPanel } from './components/lazy-cookie-settings-panel';
export type { CookieSettings } from './cookie-settings';
export { COOKIE_SETTINGS_KEY, readCookieSettings } from './cookie-settings';
export { useCookieSettings } from './use-cookie-settings';
