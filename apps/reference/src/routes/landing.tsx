import { LandingPage } from '../features/landing';
import { WaitlistSignup } from '../features/waitlist';
import { ErrorBoundary } from '../lib/error-boundary';

/** Route `/`: the landing page with both waitlist forms connected to the API. */
export function LandingRoute() {
  return (
    <ErrorBoundary>
      <LandingPage
        heroWaitlistForm={<WaitlistSignup successTitle="You're on the list!" layout="inline" size="3" />}
        ctaWaitlistForm={<WaitlistSignup successTitle="You're on the list!" layout="inline" size="3" />}
      />
    </ErrorBoundary>
  );
}
