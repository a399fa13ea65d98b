import { Container, Section } from '@radix-ui/themes';
import { useAuth } from '../features/auth';
import { MaintenanceScreen } from '../features/maintenance';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /business/robots/maintenance (protected): the alerts raised on the robots of the business the user
 * acts for, with Acknowledge and Resolve for every member but a VIEWER, and the alert rules, changed by its
 * ADMINs and PURCHASERs (ADR 0100). A customer without a business keeps its own robots' alerts and rules.
 */
export function BusinessRobotsMaintenanceRoute() {
  const { user, memberships } = useAuth();
  // The business acted for: the first membership until the header's switcher names another.
  const [acting] = memberships;
  usePageTitle('Maintenance');
  // RequireAuth renders this route only once the user is known.
  if (!user) return null;
  const roles = acting?.roles;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <MaintenanceScreen
          businessName={acting?.name}
          mayActOnAlerts={roles === undefined || roles.some((role) => role !== 'VIEWER')}
          mayChangeRules={roles === undefined || roles.includes('ADMIN') || roles.includes('PURCHASER')}
        />
      </Container>
    </Section>
  );
}
