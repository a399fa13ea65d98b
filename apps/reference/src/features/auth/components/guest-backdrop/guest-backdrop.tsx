import { Container, Section } from '@radix-ui/themes';
import { GuestWelcomeCard, type GuestWelcomeLink } from '@robomarket/ui';
import { Link, useLocation } from 'react-router';

/**
 * The page behind the /login and /register dialogs: the guests' welcome card. Its links keep the router
 * state, so switching between signing in and registering does not forget where the user was going.
 */
export function GuestBackdrop() {
  const { state } = useLocation();
  const renderLink = ({ href, children }: GuestWelcomeLink) => (
    <Link to={href} state={state}>
      {children}
    </Link>
  );
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="2">
        <GuestWelcomeCard renderLink={renderLink} />
      </Container>
    </Section>
  );
}
