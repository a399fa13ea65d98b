import { LazyCookieSettingsPanel } from '../../features/cookie-consent';
import { type PolicyDialogControl, usePolicyDialog } from '../../features/policies';

/** The policy viewer as the site uses it: the cookie policy carries the cookie settings. */
export function useSitePolicyDialog(): PolicyDialogControl {
  return usePolicyDialog({ cookieSettings: <LazyCookieSettingsPanel /> });
}
