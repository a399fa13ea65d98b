import { BackpackIcon, GearIcon, HeartIcon, HomeIcon, ReaderIcon, RocketIcon } from '@radix-ui/react-icons';
import { Card, Flex, Grid } from '@radix-ui/themes';
import { type IndustryIcon, industries } from '../../landing-content';
import { ItemContent } from '../item-content';
import { LandingSection } from '../landing-section';

const icons: Record<IndustryIcon, typeof GearIcon> = {
  manufacturing: GearIcon,
  healthcare: HeartIcon,
  retail: BackpackIcon,
  home: HomeIcon,
  education: ReaderIcon,
  logistics: RocketIcon,
};

/** The six industries of product-spec §1. */
export function IndustriesSection() {
  return (
    <LandingSection
      id="industries"
      tone="tinted"
      size="4"
      header={{
        eyebrow: 'Industries',
        title: 'Built for the places robots work',
        description:
          'Sellers and buyers across six industries, with the standards and workflows each one expects.',
      }}
    >
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
        {industries.map((industry) => {
          const Icon = icons[industry.icon];
          return (
            <Card key={industry.name} size="3" className="industry-card">
              <Flex gap="4" align="start">
                <span className="industry-card__icon">
                  <Icon aria-hidden width={22} height={22} />
                </span>
                <ItemContent gap="1" title={industry.name} text={industry.text} />
              </Flex>
            </Card>
          );
        })}
      </Grid>
    </LandingSection>
  );
}
