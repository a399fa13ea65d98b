import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';

/** One cookie category: its checkbox, name and what it is for. */
export function CookieSwitch({
  label,
  description,
  checked,
  locked = false,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  locked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Flex gap="3" align="start">
      {/* A checkbox rather than a switch: its styles are in the page already (the switch's would add 1.5 KB). */}
      <Checkbox
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={(value) => onCheckedChange?.(value === true)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        mt="1"
      />
      <Flex direction="column" gap="0">
        <Text as="label" htmlFor={id} id={`${id}-label`} size="2" weight="bold">
          {label}
          {locked ? ' (always on)' : ''}
        </Text>
        <Text id={`${id}-description`} size="1" color="gray">
          {description}
        </Text>
      </Flex>
    </Flex>
  );
}

/** What each optional category is for, in the same words in the banner and in the settings. */
export const COOKIE_PURPOSES = {
  functional: 'Remember choices that make the site easier to use.',
  analytics: 'Count page views, anonymously, with our own analytics.',
  marketing: 'Relevant offers from partners elsewhere.',
} as const;

/** An optional category: the key of its value, its name and what it is for. */
export interface CookieCategory<K extends string> {
  key: K;
  label: string;
  description: string;
}

/** The category that is always on, then a checkbox for each optional one. */
export function CookieSwitches<K extends string>({
  required,
  categories,
  values,
  onChange,
}: {
  required: { label: string; description: string };
  categories: readonly CookieCategory<K>[];
  values: Record<K, boolean>;
  onChange: (key: K, checked: boolean) => void;
}) {
  return (
    <>
      <CookieSwitch label={required.label} description={required.description} checked locked />
      {categories.map((category) => (
        <CookieSwitch
          key={category.key}
          label={category.label}
          description={category.description}
          checked={values[category.key]}
          onCheckedChange={(checked) => onChange(category.key, checked)}
        />
      ))}
    </>
  );
}
