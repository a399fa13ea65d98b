import { CheckCircledIcon, LockClosedIcon, RocketIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Grid, Heading, Link as RadixLink, Tabs, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LandingSection } from '../landing-section';

export interface HeroSectionProps {
  /** The waitlist form; the landing route passes the API-connected one. */
  waitlistForm: ReactNode;
  /** Id of the wrapper around the form, the target of the mini menu's 'Join Waitlist'. */
  waitlistId: string;
  /** How long the hero illustration moves before it settles (product-spec §9: 6 seconds). */
  animationMs?: number;
}

type Audience = 'business' | 'consumer';

/**
 * The opening section: audience tabs, the promise, a way in to the open marketplace (register), the waitlist
 * form for early access to new features, and an illustration of a deal
 * in progress. The tabs only switch which one is selected (product-spec §2: they do nothing else).
 */
export function HeroSection({ waitlistForm, waitlistId, animationMs = 6000 }: HeroSectionProps) {
  const [audience, setAudience] = useState<Audience>('business');
  const [animating, setAnimating] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setAnimating(false), animationMs);
    return () => window.clearTimeout(timer);
  }, [animationMs]);

  return (
    <LandingSection id="home" headingId="hero-title" className="hero" size="4" interactive>
      <Grid columns={{ initial: '1', md: '2' }} gap={{ initial: '7', md: '8' }} align="center">
        <Flex direction="column" gap="5">
          <Tabs.Root value={audience} onValueChange={(value) => setAudience(value as Audience)}>
            <Tabs.List aria-label="Audience" className="hero__tabs">
              {/* No panels: the choice is cosmetic, so the triggers point at nothing. */}
              <Tabs.Trigger value="business" aria-controls={undefined}>
                Business Solutions
              </Tabs.Trigger>
              <Tabs.Trigger value="consumer" aria-controls={undefined}>
                Consumer Innovations
              </Tabs.Trigger>
            </Tabs.List>
          </Tabs.Root>
          <Badge size="2" color="green" variant="soft" radius="full" className="hero__badge">
            <RocketIcon aria-hidden /> Marketplace open · Early access to new features
          </Badge>
          <Heading as="h1" id="hero-title" size={{ initial: '8', md: '9' }} className="hero__title">
            The marketplace where <span className="hero__highlight">robots</span> find their next job
          </Heading>
          <Text as="p" size={{ initial: '4', md: '5' }} color="gray" className="hero__lead">
            Source industrial fleets through multi-stage RFPs or buy a home robot from a neighbour, with
            escrow payments, digital contracts and fleet monitoring in one place.
          </Text>
          <Text as="p" size="3" className="hero__open">
            The marketplace is open:{' '}
            <RadixLink asChild weight="medium" underline="always">
              <Link to="/register">register</Link>
            </RadixLink>{' '}
            to buy and sell today. The waitlist brings early access to new features.
          </Text>
          <Box id={waitlistId} className="hero__form">
            {waitlistForm}
          </Box>
          <Flex gap="4" wrap="wrap">
            <Text size="2" color="gray" className="hero__assurance">
              <CheckCircledIcon aria-hidden /> Zero transaction fees for 6 months
            </Text>
            <Text size="2" color="gray" className="hero__assurance">
              <LockClosedIcon aria-hidden /> Escrow-protected payments
            </Text>
          </Flex>
        </Flex>
        <HeroIllustration animating={animating} />
      </Grid>
    </LandingSection>
  );
}

/** A deal in progress: an RFP with proposals arriving and funds in escrow. Decorative. */
function HeroIllustration({ animating }: { animating: boolean }) {
  return (
    <div className="hero-visual" data-animating={animating} aria-hidden="true">
      <div className="hero-visual__glow" />
      <Card size="3" className="hero-visual__card">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center">
            <Text size="1" weight="bold" color="gray" className="hero-visual__eyebrow">
              RFP · Warehouse Automation
            </Text>
            <Badge color="blue">Submitted</Badge>
          </Flex>
          <Text size="4" weight="bold">
            12 autonomous mobile robots
          </Text>
          <Grid columns="3" gap="2">
            <Stat label="Payload" value="300 kg" />
            <Stat label="Battery" value="10 h" />
            <Stat label="Budget" value="$1.2M" />
          </Grid>
          <div className="hero-visual__progress">
            <span />
          </div>
          <Text size="1" color="gray">
            Matching sellers · 3 proposals received
          </Text>
        </Flex>
      </Card>
      <Chip place="proposal" mark={<span className="hero-visual__dot hero-visual__dot--green" />}>
        New proposal · $1.08M
      </Chip>
      <Chip place="escrow" mark={<LockClosedIcon />}>
        Escrow secured
      </Chip>
      <Chip place="fleet" mark={<span className="hero-visual__dot hero-visual__dot--blue" />}>
        Fleet uptime 99.2%
      </Chip>
    </div>
  );
}

/** A floating event card around the illustration; `place` picks its corner and animation phase. */
function Chip({
  place,
  mark,
  children,
}: {
  place: 'proposal' | 'escrow' | 'fleet';
  mark: ReactNode;
  children: string;
}) {
  return (
    <Card size="2" className={`hero-visual__chip hero-visual__chip--${place}`}>
      <Flex align="center" gap="2">
        {mark}
        <Text size="2" weight="medium">
          {children}
        </Text>
      </Flex>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box className="hero-visual__stat">
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="3" weight="bold">
        {value}
      </Text>
    </Box>
  );
}
