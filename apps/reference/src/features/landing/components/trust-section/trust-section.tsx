import { CheckCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { standardsExamples, trustBadges } from '../../landing-content';
import { SectionHeader } from '../section-header';

/** Security and compliance: SOC 2 Type II, GDPR, HIPAA-ready, 50+ standards (product-spec §1). */
export function TrustSection() {
  return (
    <section id="trust" aria-labelledby="trust-title" className="landing-section">
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="trust-title"
          eyebrow="Trust & compliance"
          title="Security and compliance you can show your auditors"
          description="Procurement teams, hospitals and households trust RoboMarket with their money and their data."
        />
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          {trustBadges.map((badge) => (
            <Card key={badge.title} size="3" className="trust-card">
              <Flex direction="column" gap="2" align="start">
                <span className="trust-card__seal">
                  <LockClosedIcon aria-hidden width={20} height={20} />
                </span>
                <Heading as="h3" size="4">
                  {badge.title}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {badge.text}
                </Text>
              </Flex>
            </Card>
          ))}
        </Grid>
        <Flex gap="2" wrap="wrap" justify="center" align="center" mt="6">
          <Text size="2" color="gray">
            Standards tracked on every listing and RFP include
          </Text>
          {standardsExamples.map((standard) => (
            <Badge key={standard} variant="outline" color="gray" size="2">
              <CheckCircledIcon aria-hidden /> {standard}
            </Badge>
          ))}
        </Flex>
      </Container>
    </section>
  );
}
