import type { CookieConsentChoices, CookieSettingsValues } from '@robomarket/ui';

/** The localStorage key of the visitor's cookie choice (product-spec §3). */
export const COOKIE_SETTINGS_KEY = 'cookieSettings';

/** What is stored under `cookieSettings`: the four categories of product-spec §3; necessary is always true. */
export interface CookieSettings extends CookieConsentChoices {
  necessary: true;
}

const changeEvent = 'robomarket:cookie-settings';

function isSettings(value: unknown): value is CookieSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.functional === 'boolean' &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean'
  );
}

/** The stored choice, or `null` when the visitor has not chosen (or what is stored is not a choice). */
export function readCookieSettings(): CookieSettings | null {
  try {
    const stored = window.localStorage.getItem(COOKIE_SETTINGS_KEY);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isSettings(parsed)
      ? {
          necessary: true,
          functional: parsed.functional,
          analytics: parsed.analytics,
          marketing: parsed.marketing,
        }
      : null;
  } catch {
    // Storage blocked, or not JSON: no choice.
    return null;
  }
}

/** Stores the visitor's choice (necessary always on) and tells this tab's listeners. */
export function saveCookieSettings(choices: CookieConsentChoices): CookieSettings {
  const settings: CookieSettings = {
    necessary: true,
    functional: choices.functional,
    analytics: choices.analytics,
    marketing: choices.marketing,
  };
  try {
    window.localStorage.setItem(COOKIE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent(changeEvent));
  return settings;
}

/** Calls `listener` when the choice changes in this tab or another. */
export function subscribeCookieSettings(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_SETTINGS_KEY) listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The settings dialog's names for the same choice: performance = analytics, functionality = functional, targeting = marketing. */
export function toSettingsValues(settings: CookieConsentChoices): CookieSettingsValues {
  return {
    performance: settings.analytics,
    functionality: settings.functional,
    targeting: settings.marketing,
  };
}

/** The stored shape of the settings dialog's values. */
export function fromSettingsValues(values: CookieSettingsValues): CookieConsentChoices {
  return { functional: values.functionality, analytics: values.performance, marketing: values.targeting };
}
