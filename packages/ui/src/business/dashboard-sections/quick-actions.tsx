import { Button, Flex, Heading } from '@radix-ui/themes';
import { type ReactElement, useId } from 'react';
import { plainLink } from '../../internal/plain-link';
import type { Role } from '../../primitives/role-badge';
import type { WorkflowLink } from '../../views/workflow-view';

/** One quick action: its words and where it leads. */
export interface QuickAction {
  /** The words on the button, e.g. 'Create New Workflow'. */
  label: string;
  /** Where it leads, e.g. '/workflow/new'. */
  href: string;
}

const BUYING: readonly QuickAction[] = [
  { label: 'Create New Workflow', href: '/workflow/new' },
  { label: 'View All Workflows', href: '/workflows' },
  { label: 'RFP Marketplace', href: '/rfp/marketplace' },
  { label: 'Payment History', href: '/payments' },
];

// product-spec §2: the four for the seller roles; Account Settings as well for a customer; none for others.
const BY_ROLE: Record<Role, readonly QuickAction[]> = {
  dealer: BUYING,
  parent_dealership: BUYING,
  child_dealership: BUYING,
  customer: [...BUYING, { label: 'Account Settings', href: '/account-settings' }],
  admin: [],
};

/** The quick actions a role gets (product-spec §2 Dashboard). */
export function quickActionsFor(role: Role): readonly QuickAction[] {
  return BY_ROLE[role];
}

export interface QuickActionsProps {
  /** The signed-in user's role, which decides the actions; a role with none hides the section. */
  userRole: Role;
  /** Whether a destination exists yet; actions whose screen is not built are left out. Defaults to all. */
  isAvailable?: (href: string) => boolean;
  /** Renders each action's link (a router link in an app); defaults to a plain `<a href>`. */
  renderLink?: (link: WorkflowLink) => ReactElement;
}

/** The dashboard's Quick Actions for the user's role; nothing at all for a role without any. */
export function QuickActions({
  userRole,
  isAvailable = () => true,
  renderLink = plainLink,
}: QuickActionsProps) {
  const titleId = useId();
  const actions = quickActionsFor(userRole).filter((action) => isAvailable(action.href));
  if (actions.length === 0) return null;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={titleId}>
        <Heading as="h2" size="5" id={titleId}>
          Quick Actions
        </Heading>
        <Flex gap="2" wrap="wrap" asChild>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {actions.map((action, index) => (
              <li key={action.href}>
                <Button asChild variant={index === 0 ? 'solid' : 'soft'}>
                  {renderLink({ href: action.href, children: action.label })}
                </Button>
              </li>
            ))}
          </ul>
        </Flex>
      </section>
    </Flex>
  );
}
