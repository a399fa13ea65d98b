import { CheckCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { standardsExamples, trustBadges } from '../../landing-content';
import { CardGrid } from '../card-grid';
import { LandingSection } from '../landing-section';

/** Security and compliance: SOC 2 Type II, GDPR, HIPAA-ready, 50+ standards (product-spec §1). */
export function TrustSection() {
  return (
    <LandingSection
      id="trust"
      size="4"
      header={{
        eyebrow: 'Trust & compliance',
        title: 'Security and compliance you can show your auditors',
        description:
          'Procurement teams, hospitals and households trust RoboMarket with their money and their data.',
      }}
    >
      <CardGrid
        cardClassName="trust-card"
        gap="2"
        align="start"
        items={trustBadges.map((badge) => ({
          ...badge,
          lead: (
            <span className="trust-card__seal">
              <LockClosedIcon aria-hidden width={20} height={20} />
            </span>
          ),
        }))}
      />
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
    </LandingSection>
  );
}
