import { Flex, Spinner, Text } from '@radix-ui/themes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberOrigin } from '../../lib/origin';
import { useAuth } from '../../session/use-auth';

/**
 * Layout route around the protected screens (product-spec §2): a guest is sent to / with the history
 * entry replaced and the requested location remembered in router state, so sign-in can return there.
 * While a saved session is still being checked it shows a spinner: redirecting then would throw a
 * signed-in user out on every reload.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <Flex role="status" direction="column" align="center" justify="center" gap="3" py="9">
        <Spinner size="3" />
        <Text size="2" color="gray">
          Checking your session...
        </Text>
      </Flex>
    );
  }
  if (status === 'signed-out') return <Navigate to="/" replace state={rememberOrigin(location)} />;
  return <Outlet />;
}
