import { Box, Heading } from '@radix-ui/themes';
import { CookieSettingsForm, DEFAULT_COOKIE_CHOICES } from '@robomarket/ui';
import { useEffect, useMemo, useState } from 'react';
import { isHydratingPrerenderedMarkup } from '../../../prerender/static-markup';
import { fromSettingsValues, saveCookieSettings, toSettingsValues } from '../cookie-settings';
import { useCookieSettings } from '../use-cookie-settings';

/** Whether the stored choice can be read for the first render: in the browser, and not while hydrating. */
const canReadChoiceNow = () => typeof window !== 'undefined' && !isHydratingPrerenderedMarkup();

/**
 * The cookie settings dialog's form (product-spec §2) on the visitor's stored choice, read synchronously so
 * that the form's first paint shows it (all optional categories off before a choice); Save Preferences
 * stores it under `cookieSettings`.
 */
export function CookieSettingsPanel() {
  const stored = useCookieSettings();
  // The prerendered page cannot know the choice, and hydration (preact/compat) would not correct switches
  // drawn from defaults: there, and while it is hydrated, the form is left out and shows once mounted.
  const [ready, setReady] = useState(canReadChoiceNow);
  useEffect(() => setReady(true), []);
  // The same values until the stored choice changes, so that a re-render keeps what the visitor has ticked.
  const value = useMemo(() => toSettingsValues(stored ?? DEFAULT_COOKIE_CHOICES), [stored]);
  return (
    <Box mt="5" asChild>
      <section aria-labelledby="cookie-settings-title">
        <Heading as="h2" size="4" mb="3" id="cookie-settings-title">
          Cookie Settings
        </Heading>
        {ready ? (
          <CookieSettingsForm
            value={value}
            onSave={(values) => saveCookieSettings(fromSettingsValues(values))}
          />
        ) : (
          // Room for the form, so that nothing below it moves when it shows.
          <Box style={{ minHeight: '17rem' }} />
        )}
      </section>
    </Box>
  );
}
