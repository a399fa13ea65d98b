import { type ReactNode, useEffect } from 'react';
import { endPrerenderedHydration } from '../../../../prerender/static-markup';
import { AdvantagesSection } from '../advantages-section';
import { CapabilitiesSection } from '../capabilities-section';
import { ComparisonSection } from '../comparison-section';
import { FaqSection } from '../faq-section';
import { FinalCtaSection } from '../final-cta-section';
import { FounderQuoteSection } from '../founder-quote-section';
import { HeroSection } from '../hero-section';
import { IndustriesSection } from '../industries-section';
import { MiniMenu } from '../mini-menu';
import { PerksSection } from '../perks-section';
import { RoadmapSection } from '../roadmap-section';
import { SolutionSection } from '../solution-section';
import { TechSection } from '../tech-section';
import { TrustSection } from '../trust-section';
import '../../landing.css';

export interface LandingPageProps {
  /** The hero's waitlist form. The landing feature does not fetch: the route passes the connected form. */
  heroWaitlistForm: ReactNode;
  /** The final call to action's waitlist form. */
  ctaWaitlistForm: ReactNode;
  /** Replaces the mini menu's 'Join Waitlist' (a signed-in user gets 'Go to Home'). */
  miniMenuAction?: ReactNode;
}

const HERO_WAITLIST_ID = 'hero-waitlist';

/** The marketing page at / (product-spec §2), section by section. */
export function LandingPage({ heroWaitlistForm, ctaWaitlistForm, miniMenuAction }: LandingPageProps) {
  // After the first commit every band has mounted: bands mounted later render their content.
  useEffect(endPrerenderedHydration, []);
  return (
    <div className="landing">
      <MiniMenu threshold={400} waitlistTargetId={HERO_WAITLIST_ID} action={miniMenuAction} />
      <HeroSection waitlistForm={heroWaitlistForm} waitlistId={HERO_WAITLIST_ID} />
      <CapabilitiesSection />
      <IndustriesSection />
      <ComparisonSection />
      <AdvantagesSection />
      <SolutionSection />
      <TechSection />
      <RoadmapSection />
      <TrustSection />
      <PerksSection />
      <FounderQuoteSection />
      <FaqSection />
      <FinalCtaSection waitlistForm={ctaWaitlistForm} />
    </div>
  );
}
