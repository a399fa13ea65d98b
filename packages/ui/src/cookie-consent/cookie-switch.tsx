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
