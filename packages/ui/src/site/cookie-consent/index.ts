export type { CookieConsentBannerProps, CookieConsentChoices } from './cookie-consent-banner';
export { CookieConsentBanner, DEFAULT_COOKIE_CHOICES } from './cookie-consent-banner';
export type { CookieSettingsFormProps, CookieSettingsValues } from './cookie-settings-form';
export { COOKIE_SAVED_MESSAGE_MS, CookieSettingsForm } from './cookie-settings-form';
