import { Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';

/** One cookie category: its switch, name and what it is for. */
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
      <Switch
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        mt="1"
      />
      <Flex direction="column" gap="0">
        <Text as="label" htmlFor={id} size="2" weight="bold">
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
