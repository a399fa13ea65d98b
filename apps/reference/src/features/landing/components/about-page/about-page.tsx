import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { type ReactNode, useEffect } from 'react';
import { scrollToElement } from '../../../../lib/scroll';
import { endPrerenderedHydration } from '../../../../prerender/static-markup';
import {
  aboutSections,
  mission,
  office,
  partnerGroups,
  story,
  team,
  values,
  vision,
} from '../../about-content';
import { CardGrid } from '../card-grid';
import { Initials } from '../initials';
import { ItemContent } from '../item-content';
import { LandingSection } from '../landing-section';
import { MilestoneTimeline } from '../milestone-timeline';
import { MiniMenu } from '../mini-menu';
import { OfficeMap } from './office-map';
import '../../landing.css';
import '../../about.css';

export interface AboutPageProps {
  /** The Contact Us form, wired to the API by the route. */
  contactForm: ReactNode;
}

const CONTACT_FORM_ID = 'contact-form';

/** Scrolls to the contact form and puts the cursor in its first field. */
function goToContact() {
  const target = document.getElementById(CONTACT_FORM_ID);
  if (!target) return;
  scrollToElement(target);
  target.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

/**
 * The about page (product-spec §2): Mission, Vision, Team, Values, Our Story, Partners and Clients and
 * Contact Us, with the mini menu after 100 px.
 */
export function AboutPage({ contactForm }: AboutPageProps) {
  // Bands mounted after the first (hydrating) render draw their content (prerender/static-markup.ts).
  useEffect(endPrerenderedHydration, []);
  return (
    <div className="landing about">
      <MiniMenu
        threshold={100}
        sections={aboutSections}
        waitlistTargetId={CONTACT_FORM_ID}
        actionLabel="Contact Us"
      />
      <LandingSection id="about" size="3" className="about-hero" headingId="about-title">
        <Flex direction="column" align="center" gap="4" py="6">
          <Badge size="2" variant="soft" radius="full">
            About RoboMarket
          </Badge>
          <Heading as="h1" id="about-title" size={{ initial: '8', md: '9' }} align="center">
            The people building the marketplace for robots
          </Heading>
          <Text
            as="p"
            size={{ initial: '3', md: '4' }}
            color="gray"
            align="center"
            className="section-header__lead"
          >
            RoboMarket connects buyers of industrial and consumer robotics with the dealers and businesses
            that sell them, and keeps every deal safe from the first request to the last payment.
          </Text>
        </Flex>
      </LandingSection>
      <LandingSection id="mission" size="3" header={{ eyebrow: 'Mission', title: mission.title }}>
        <Text as="p" size="4" align="center" className="about-lead">
          {mission.text}
        </Text>
      </LandingSection>
      <LandingSection id="vision" tone="tinted" size="3" header={{ eyebrow: 'Vision', title: vision.title }}>
        <Text as="p" size="4" align="center" className="about-lead">
          {vision.text}
        </Text>
      </LandingSection>
      <LandingSection
        id="team"
        size="4"
        header={{
          eyebrow: 'Team',
          title: 'Who we are',
          description: 'Procurement, payments and robotics people.',
        }}
      >
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          {team.map((person) => (
            <Card key={person.name} size="3">
              <ItemContent
                gap="2"
                lead={<Initials>{person.initials}</Initials>}
                title={person.name}
                text={`${person.role}. ${person.text}`}
              />
            </Card>
          ))}
        </Grid>
      </LandingSection>
      <LandingSection
        id="values"
        tone="tinted"
        size="4"
        header={{ eyebrow: 'Values', title: 'What we hold to' }}
      >
        <CardGrid
          items={values.map((value, index) => ({
            ...value,
            lead: (
              <Badge size="2" variant="surface">
                {String(index + 1).padStart(2, '0')}
              </Badge>
            ),
          }))}
          cardClassName="about-value"
          gap="2"
          align="start"
        />
      </LandingSection>
      <LandingSection
        id="story"
        size="3"
        header={{ eyebrow: 'Our Story', title: 'From first line of code to feature expansion' }}
      >
        <MilestoneTimeline milestones={story} />
      </LandingSection>
      <LandingSection
        id="partners"
        tone="tinted"
        size="4"
        interactive
        header={{
          eyebrow: 'Partners and Clients',
          title: 'Build the marketplace with us',
          description: 'We work with the companies that make, connect and sell robots.',
        }}
      >
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          {partnerGroups.map((group) => (
            <Card key={group.title} size="3">
              <Flex direction="column" gap="3" height="100%">
                <Heading as="h3" size="5">
                  {group.title}
                </Heading>
                <Text as="p" size="3" color="gray">
                  {group.text}
                </Text>
                <ul className="about-partners">
                  {group.partners.map((partner) => (
                    <li key={partner}>
                      <Text size="2">{partner}</Text>
                    </li>
                  ))}
                </ul>
                <Flex mt="auto">
                  <Button onClick={goToContact}>{group.action}</Button>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Grid>
      </LandingSection>
      <LandingSection
        id="contact"
        size="4"
        interactive
        header={{
          eyebrow: 'Contact Us',
          title: 'Talk to the team',
          description:
            'Questions, partnerships or press: send a message and we will answer within 2 business days.',
        }}
      >
        <Grid columns={{ initial: '1', md: '2' }} gap="6">
          <Card size="3" id={CONTACT_FORM_ID}>
            {contactForm}
          </Card>
          <Flex direction="column" gap="4">
            <Card size="3">
              <Heading as="h3" size="4" mb="2">
                {office.name}
              </Heading>
              <address className="about-address">
                <Text as="p" size="3">
                  {office.street}
                  <br />
                  {office.city}
                  <br />
                  {office.country}
                </Text>
                <Text as="p" size="3" mt="2">
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </Text>
              </address>
            </Card>
            <OfficeMap />
          </Flex>
        </Grid>
      </LandingSection>
    </div>
  );
}
