import { Flex, Text } from '@radix-ui/themes';

/** The RoboMarket mark and word mark. Decorative mark; the name is real text. */
export function BrandLogo() {
  return (
    <Flex align="center" gap="2" className="brand-logo">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
        <rect x="8" y="11" width="16" height="12" rx="3" fill="var(--accent-contrast)" />
        <circle cx="13" cy="17" r="2" fill="var(--accent-9)" />
        <circle cx="19" cy="17" r="2" fill="var(--accent-9)" />
        <rect x="15" y="6" width="2" height="5" fill="var(--accent-contrast)" />
        <circle cx="16" cy="6" r="2" fill="var(--accent-contrast)" />
      </svg>
      <Text size="5" weight="bold" className="brand-logo__name">
        RoboMarket
      </Text>
    </Flex>
  );
}
