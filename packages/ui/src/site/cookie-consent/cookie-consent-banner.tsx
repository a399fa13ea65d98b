import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { COOKIE_PURPOSES, type CookieCategory, CookieSwitches } from './cookie-switch';

/** The optional categories of the landing-area consent (product-spec §3); necessary is always on. */
export interface CookieConsentChoices {
  /** Remembers choices that make the site easier to use. */
  functional: boolean;
  /** Lets the first-party analytics count page views. */
  analytics: boolean;
  /** Partners' offers elsewhere. */
  marketing: boolean;
}

/**
 * Before a choice every optional category is off: consent is opt-in (GDPR, ePrivacy), so a box a visitor did
 * not tick never counts as consent. (product-spec §9's defaults had functional and analytics on; see
 * docs/adr/0104-cookie-consent-is-opt-in.md.)
 */
export const DEFAULT_COOKIE_CHOICES: CookieConsentChoices = {
  functional: false,
  analytics: false,
  marketing: false,
};

const categories: readonly CookieCategory<keyof CookieConsentChoices>[] = [
  { key: 'functional', label: 'Functional', description: COOKIE_PURPOSES.functional },
  { key: 'analytics', label: 'Analytics', description: COOKIE_PURPOSES.analytics },
  { key: 'marketing', label: 'Marketing', description: COOKIE_PURPOSES.marketing },
];

/** Props of {@link CookieConsentBanner}. */
export interface CookieConsentBannerProps {
  /** The switches' starting values: all optional categories off unless a choice is being changed. */
  initial?: CookieConsentChoices;
  /** Called with the visitor's choice: Accept All, Reject Optional or the switches as set. */
  onSave: (choices: CookieConsentChoices) => void;
  /** Opens the cookie policy. */
  onReadPolicy?: () => void;
  /**
   * In the flow of its container (inside a dialog that cannot be closed) instead of fixed at the bottom of
   * the window.
   */
  inline?: boolean;
}

/**
 * The landing-area cookie consent (product-spec §2): a compact region at the bottom of the page with the
 * four categories, Accept All (all on), Reject Optional (only necessary) and Save Preferences.
 */
export function CookieConsentBanner({
  initial = DEFAULT_COOKIE_CHOICES,
  onSave,
  onReadPolicy,
  inline = false,
}: CookieConsentBannerProps) {
  const [choices, setChoices] = useState(initial);
  const [customising, setCustomising] = useState(false);
  return (
    <section
      className={inline ? 'rm-CookieConsent rm-CookieConsent--inline' : 'rm-CookieConsent'}
      aria-labelledby="rm-cookie-consent-title"
    >
      <Card size={inline ? '1' : '2'}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="rm-cookie-consent-title">
            Cookies on RoboMarket
          </Heading>
          <Text as="p" size="2">
            We use necessary cookies to run the site and, with your consent, functional, analytics and
            marketing cookies.{' '}
            {onReadPolicy ? (
              <Button variant="ghost" size="1" onClick={onReadPolicy} className="rm-CookieConsent__policy">
                Read the cookie policy
              </Button>
            ) : null}
          </Text>
          {customising ? (
            <Flex direction="column" gap="2">
              <CookieSwitches
                required={{
                  label: 'Necessary',
                  description: 'Sign-in and security; the site cannot work without them.',
                }}
                categories={categories}
                values={choices}
                onChange={(key, checked) => setChoices((current) => ({ ...current, [key]: checked }))}
              />
            </Flex>
          ) : null}
          <Flex gap="2" wrap="wrap" justify="end">
            {customising ? (
              <Button variant="soft" onClick={() => onSave(choices)}>
                Save Preferences
              </Button>
            ) : (
              <Button variant="soft" color="gray" onClick={() => setCustomising(true)}>
                Customize
              </Button>
            )}
            <Button
              variant="soft"
              onClick={() => onSave({ functional: false, analytics: false, marketing: false })}
            >
              Reject Optional
            </Button>
            <Button onClick={() => onSave({ functional: true, analytics: true, marketing: true })}>
              Accept All
            </Button>
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}
