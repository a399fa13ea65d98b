import { Button, Callout, Flex } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { COOKIE_PURPOSES, type CookieCategory, CookieSwitches } from './cookie-switch';

/** The cookie settings dialog's categories (product-spec §2); essential is always on. */
export interface CookieSettingsValues {
  /** Anonymous page-view counts. */
  performance: boolean;
  /** Remembered choices. */
  functionality: boolean;
  /** Partners' offers elsewhere. */
  targeting: boolean;
}

/** How long 'Your cookie preferences have been saved!' shows (product-spec §9). */
export const COOKIE_SAVED_MESSAGE_MS = 3000;

const categories: readonly CookieCategory<keyof CookieSettingsValues>[] = [
  { key: 'performance', label: 'Performance', description: COOKIE_PURPOSES.analytics },
  { key: 'functionality', label: 'Functionality', description: COOKIE_PURPOSES.functional },
  { key: 'targeting', label: 'Targeting', description: COOKIE_PURPOSES.marketing },
];

/** Props of {@link CookieSettingsForm}. */
export interface CookieSettingsFormProps {
  /** The stored settings the switches start from. */
  value: CookieSettingsValues;
  /** Stores the settings; the saved message shows once it returns. */
  onSave: (values: CookieSettingsValues) => void;
}

/**
 * The cookie settings (product-spec §2 "Cookie settings dialog"): Essential locked on, Performance,
 * Functionality and Targeting, and Save Preferences, after which 'Your cookie preferences have been saved!'
 * shows for 3 seconds.
 */
export function CookieSettingsForm({ value, onSave }: CookieSettingsFormProps) {
  const [values, setValues] = useState(value);
  const [saved, setSaved] = useState(0);
  useEffect(() => setValues(value), [value]);
  useEffect(() => {
    if (saved === 0) return;
    const timer = setTimeout(() => setSaved(0), COOKIE_SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  return (
    <form
      aria-label="Cookie settings"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
        setSaved((count) => count + 1);
      }}
    >
      <Flex direction="column" gap="3">
        <CookieSwitches
          required={{
            label: 'Essential',
            description: 'Sign-in, security and this choice; the site cannot work without them.',
          }}
          categories={categories}
          values={values}
          onChange={(key, checked) => setValues((current) => ({ ...current, [key]: checked }))}
        />
        <div role="status" aria-live="polite">
          {saved > 0 ? (
            <Callout.Root color="green" size="1">
              <Callout.Text>Your cookie preferences have been saved!</Callout.Text>
            </Callout.Root>
          ) : null}
        </div>
        <Flex justify="end">
          <Button type="submit">Save Preferences</Button>
        </Flex>
      </Flex>
    </form>
  );
}
