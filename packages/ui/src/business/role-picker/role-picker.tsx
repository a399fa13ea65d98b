import { Badge, CheckboxGroup, Flex, Text } from '@radix-ui/themes';
import { type BusinessRole, businessRoleValues } from '@robomarket/api-client/enums';
import { useId } from 'react';

/** Each role's name and what it lets a member do, in the order the picker lists them. */
export const ROLE_DETAILS: Readonly<Record<BusinessRole, { label: string; meaning: string }>> = {
  ADMIN: { label: 'Admin', meaning: 'Members, keys, account settings and the audit log' },
  PURCHASER: { label: 'Purchaser', meaning: 'Create workflows, accept within the spending limit, pay' },
  SALES: { label: 'Sales', meaning: 'Products, proposals and offers' },
  APPROVER: { label: 'Approver', meaning: 'Approve awards above a spending limit' },
  VIEWER: { label: 'Viewer', meaning: 'Read only' },
};

/** The message when no role is ticked: a member holds at least one. */
export const NO_ROLE_PROBLEM = 'Choose at least one role';

export interface RolePickerProps {
  /** The roles ticked. */
  value: readonly BusinessRole[];
  /** Called with the roles ticked after a change, in the picker's order. */
  onChange: (roles: BusinessRole[]) => void;
  /** The group's legend. */
  legend?: string;
  /** Why the choice is not accepted (shown under the group). */
  problem?: string | undefined;
  /** While saving, the boxes wait. */
  disabled?: boolean;
}

/** A checkbox group of the five business roles, each with what it allows; a member may hold several. */
export function RolePicker({
  value,
  onChange,
  legend = 'Roles',
  problem,
  disabled = false,
}: RolePickerProps) {
  const id = useId();
  return (
    <Flex direction="column" gap="2" asChild>
      <fieldset
        style={{ border: 0, margin: 0, padding: 0 }}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <Text as="p" size="2" weight="medium" asChild>
          <legend>{legend}</legend>
        </Text>
        <CheckboxGroup.Root
          value={[...value]}
          disabled={disabled}
          onValueChange={(ticked) => onChange(businessRoleValues.filter((role) => ticked.includes(role)))}
        >
          {businessRoleValues.map((role) => (
            <CheckboxGroup.Item key={role} value={role}>
              <Text weight="medium">{ROLE_DETAILS[role].label}</Text>{' '}
              <Text color="gray">— {ROLE_DETAILS[role].meaning}</Text>
            </CheckboxGroup.Item>
          ))}
        </CheckboxGroup.Root>
        {problem && (
          <Text id={`${id}-problem`} size="1" color="red">
            {problem}
          </Text>
        )}
      </fieldset>
    </Flex>
  );
}

/** A member's roles as quiet badges (Admin stands out). */
export function RoleBadges({
  roles,
}: {
  /** The member's business roles, in the order to show them. */
  roles: readonly BusinessRole[];
}) {
  return (
    <Flex gap="1" wrap="wrap">
      {businessRoleValues
        .filter((role) => roles.includes(role))
        .map((role) => (
          <Badge key={role} color={role === 'ADMIN' ? 'violet' : 'gray'} variant="soft" highContrast>
            {ROLE_DETAILS[role].label}
          </Badge>
        ))}
    </Flex>
  );
}
