import { Box, Heading } from '@radix-ui/themes';
import { CookieSettingsForm, DEFAULT_COOKIE_CHOICES } from '@robomarket/ui';
import { useEffect, useState } from 'react';
import { fromSettingsValues, saveCookieSettings, toSettingsValues } from '../cookie-settings';
import { useCookieSettings } from '../use-cookie-settings';

/**
 * The cookie settings dialog's form (product-spec §2) on the visitor's stored choice: the §9 defaults before
 * a choice; Save Preferences stores it under `cookieSettings`.
 */
export function CookieSettingsPanel() {
  const stored = useCookieSettings();
  // The first render matches the prerendered page (no choice known there); the stored choice shows once
  // mounted, so hydration never meets checkboxes the markup does not have.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const settings = mounted ? stored : null;
  return (
    <Box mt="5" asChild>
      <section aria-labelledby="cookie-settings-title">
        <Heading as="h2" size="4" mb="3" id="cookie-settings-title">
          Cookie Settings
        </Heading>
        <CookieSettingsForm
          value={toSettingsValues(settings ?? DEFAULT_COOKIE_CHOICES)}
          onSave={(values) => saveCookieSettings(fromSettingsValues(values))}
        />
      </section>
    </Box>
  );
}
