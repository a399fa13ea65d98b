import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_SETTINGS_KEY,
  fromSettingsValues,
  readCookieSettings,
  saveCookieSettings,
  subscribeCookieSettings,
  toSettingsValues,
} from './cookie-settings';

afterEach(() => window.localStorage.clear());

describe('cookie settings', () => {
  it('is no choice until one is stored, then the stored four categories with necessary on', () => {
    expect(readCookieSettings()).toBeNull();
    saveCookieSettings({ functional: false, analytics: true, marketing: false });
    expect(JSON.parse(window.localStorage.getItem(COOKIE_SETTINGS_KEY) ?? '')).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    expect(readCookieSettings()).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
  });

  it('treats corrupt or foreign values as no choice, never as consent', () => {
    for (const stored of [
      '{',
      'null',
      '"yes"',
      '{"analytics":true}',
      '{"necessary":false,"functional":true,"analytics":true,"marketing":true}',
      '{"necessary":true,"functional":"1","analytics":true,"marketing":false}',
    ]) {
      window.localStorage.setItem(COOKIE_SETTINGS_KEY, stored);
      expect(readCookieSettings(), stored).toBeNull();
    }
  });

  it('maps the settings dialog onto the same choice: performance, functionality, targeting', () => {
    const choice = { functional: true, analytics: false, marketing: true };
    expect(toSettingsValues(choice)).toEqual({ performance: false, functionality: true, targeting: true });
    expect(fromSettingsValues(toSettingsValues(choice))).toEqual(choice);
  });

  it('tells listeners of a change in this tab and in another', () => {
    const listener = vi.fn();
    const stop = subscribeCookieSettings(listener);
    saveCookieSettings({ functional: true, analytics: true, marketing: true });
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_SETTINGS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saveCookieSettings({ functional: true, analytics: true, marketing: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
