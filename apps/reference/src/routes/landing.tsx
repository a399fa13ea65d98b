import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { useAuth } from '../features/auth';
import { LandingPage } from '../features/landing';
import { WaitlistSignup } from '../features/waitlist';
import { ErrorBoundary } from '../lib/error-boundary';
import { usePageTitle } from '../lib/page-title';

/** The landing page's title: the name and the promise, as a search result shows it. */
export const LANDING_TITLE = 'RoboMarket — The marketplace where robots find their next job';

/**
 * Route `/`: the landing page with both waitlist forms connected to the API. A signed-in user is no
 * stranger to be signed up: in place of each waitlist form they get a way to their Home.
 */
export function LandingRoute() {
  usePageTitle(LANDING_TITLE, { exact: true });
  const { user } = useAuth();
  const waitlist = <WaitlistSignup successTitle="You're on the list!" layout="inline" size="3" />;
  return (
    <ErrorBoundary>
      {user ? (
        <LandingPage
          heroWaitlistForm={<GoToHome email={user.email} />}
          ctaWaitlistForm={<GoToHome email={user.email} highContrast />}
          miniMenuAction={
            <Button asChild size="2">
              <Link to="/home">Go to Home</Link>
            </Button>
          }
        />
      ) : (
        <LandingPage heroWaitlistForm={waitlist} ctaWaitlistForm={waitlist} />
      )}
    </ErrorBoundary>
  );
}

function GoToHome({ email, highContrast = false }: { email: string; highContrast?: boolean }) {
  return (
    <Flex direction="column" gap="3" align={highContrast ? 'center' : 'start'}>
      <Text
        as="p"
        size="3"
        className={highContrast ? 'final-cta__lead' : undefined}
        color={highContrast ? undefined : 'gray'}
      >
        You're signed in as{' '}
        <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        .
      </Text>
      <Button asChild size="3" color={highContrast ? 'gray' : undefined} highContrast={highContrast}>
        <Link to="/home">
          Go to Home <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </Flex>
  );
}
