import { BackpackIcon, LayersIcon, LockClosedIcon, PersonIcon, Share1Icon } from '@radix-ui/react-icons';
import { Badge } from '@radix-ui/themes';
import { type UserRole, userRoleValues } from '@robomarket/api-client/enums';
import type { ComponentProps, ReactElement } from 'react';

/** A signed-in user's role, as the session reports it (product-spec §3 "User context"): the contract's UserRole. */
export type Role = UserRole;

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

interface RoleMeta {
  label: string;
  color: BadgeColor;
  icon: ReactElement;
}

// Keyed by the generated enum: a new contract role is a type error until it has its label, colour and icon.
const ROLE_META: Record<Role, RoleMeta> = {
  customer: { label: 'Customer', color: 'blue', icon: <PersonIcon aria-hidden /> },
  dealer: { label: 'Dealer', color: 'green', icon: <BackpackIcon aria-hidden /> },
  admin: { label: 'Admin', color: 'red', icon: <LockClosedIcon aria-hidden /> },
  parent_dealership: { label: 'Parent Dealership', color: 'violet', icon: <LayersIcon aria-hidden /> },
  child_dealership: { label: 'Child Dealership', color: 'amber', icon: <Share1Icon aria-hidden /> },
};

/** Every role in the contract's order; stories and pickers iterate over it. */
export const ROLES: readonly Role[] = userRoleValues;

/** The human label of a role, e.g. 'Parent Dealership' for `parent_dealership`. */
export function roleLabel(role: Role): string {
  return ROLE_META[role].label;
}

export interface RoleBadgeProps {
  /** The role to show; each has its own label, icon and colour. Not named `role`, which is the ARIA attribute. */
  userRole: Role;
  /** Badge size, as Radix Themes' Badge. */
  size?: '1' | '2' | '3';
}

/**
 * A coloured badge naming a user's role in words for people ("Parent Dealership", never the enum value),
 * with an icon so colour is never the only cue. It never grows wider than its container: on a narrow card
 * the label is cut with an ellipsis and shown whole on hover.
 */
export function RoleBadge({ userRole: role, size = '2' }: RoleBadgeProps) {
  const meta = ROLE_META[role];
  return (
    <Badge
      color={meta.color}
      size={size}
      variant="soft"
      highContrast
      data-role={role}
      title={meta.label}
      className="rm-RoleBadge"
    >
      {meta.icon}
      <span className="rm-RoleBadge-label">{meta.label}</span>
    </Badge>
  );
}
