import { Container, Section } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { Breadcrumbs } from '@robomarket/ui';
import { Navigate, useParams } from 'react-router';
import { actsWithRole, useAuth } from '../features/auth';
import { DeviceScreen, FleetScreen } from '../features/fleet';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/** Route /business/robots (protected): the Robotics group's first page, the fleet. */
export function BusinessRobotsRoute() {
  return <Navigate to="/business/robots/fleet" replace />;
}

/**
 * Route /business/robots/fleet (protected): the acting business's robots, and for a selling business the
 * robots it sold (a Sold tab).
 */
export function BusinessRobotsFleetRoute() {
  const { user } = useAuth();
  usePageTitle('Robots');
  if (!user) return null;
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <FleetScreen seller={isSellerRole(user.role)} />
      </Container>
    </Section>
  );
}

/**
 * Route /business/robots/devices/:deviceId (protected): one robot, its charts, and for its owner the
 * credential (ADMIN) and the metrics shared with the seller (ADMIN or PURCHASER).
 */
export function BusinessRobotDeviceRoute() {
  const { deviceId = '' } = useParams();
  const { user, memberships } = useAuth();
  usePageTitle('Robot');
  if (!user) return null;
  const admin = actsWithRole(memberships, 'ADMIN');
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Breadcrumbs
          items={[{ label: 'Robots', href: '/business/robots/fleet' }, { label: 'Robot' }]}
          renderLink={renderBreadcrumbLink}
        />
        <DeviceScreen
          key={deviceId}
          deviceId={deviceId}
          rights={{ manageCredential: admin, share: admin || actsWithRole(memberships, 'PURCHASER') }}
        />
      </Container>
    </Section>
  );
}
