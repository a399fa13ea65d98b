import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useAnnounceErrorPage } from './error-page-signal';

function describe(error: unknown): { badge: string; notFound: boolean } {
  if (isRouteErrorResponse(error)) {
    const notFound = error.status === 404;
    return { badge: notFound ? '404 · Page not found' : `${error.status} · ${error.statusText}`, notFound };
  }
  return { badge: 'Unexpected error', notFound: false };
}

/**
 * The router's error element (product-spec §2 "Error page"): unknown paths (404), failed loaders and
 * render errors of a route. It renders inside the layouts, so the header and footer stay.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { badge, notFound } = describe(error);

  useEffect(() => {
    if (!notFound) console.error('Route error', error);
  }, [error, notFound]);

  return <ErrorScreen badge={badge} notFound={notFound} />;
}

/**
 * The 404 page as a route component, for paths that must exist for the route guard (protected screens
 * that later issues build) but have no screen yet.
 */
export function NotFoundPage() {
  return <ErrorScreen badge="404 · Page not found" notFound />;
}

function ErrorScreen({ badge, notFound }: { badge: string; notFound: boolean }) {
  const navigate = useNavigate();
  useAnnounceErrorPage();
  usePageTitle(notFound ? 'Page not found' : 'Something went wrong');

  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="2">
        <Card size="4" className="route-error-page">
          <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
            <Flex className="route-error-page__icon" align="center" justify="center" aria-hidden="true">
              <ExclamationTriangleIcon width="28" height="28" />
            </Flex>
            <Badge color={notFound ? 'gray' : 'red'} variant="soft" size="2">
              {badge}
            </Badge>
            <Heading as="h1" size="7">
              Oops! Something went wrong
            </Heading>
            <Text as="p" size="3" color="gray">
              We're sorry, but an error occurred.
            </Text>
            <Flex gap="3" wrap="wrap" justify="center">
              <Button type="button" size="3" onClick={() => navigate('/')}>
                Go Home
              </Button>
              <Button type="button" size="3" variant="outline" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            </Flex>
          </Flex>
        </Card>
      </Container>
    </Section>
  );
}
