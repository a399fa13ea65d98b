export { CookieConsent } from './components/cookie-consent';
export { CookieConsentSlot } from './components/cookie-consent-slot';
export { CookieSettingsPanel } from './components/cookie-settings-panel';
export { LazyCookieSettingsPanel } from './components/lazy-cookie-settings-panel';
