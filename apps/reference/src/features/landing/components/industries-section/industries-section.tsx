import { BackpackIcon, GearIcon, HeartIcon, HomeIcon, ReaderIcon, RocketIcon } from '@radix-ui/react-icons';
import { Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { type IndustryIcon, industries } from '../../landing-content';
import { SectionHeader } from '../section-header';

const icons: Record<
  IndustryIcon,
  ComponentType<{ 'aria-hidden'?: boolean; width?: number; height?: number }>
> = {
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
    <section
      id="industries"
      aria-labelledby="industries-title"
      className="landing-section landing-section--tinted"
    >
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="industries-title"
          eyebrow="Industries"
          title="Built for the places robots work"
          description="Sellers and buyers across six industries, with the standards and workflows each one expects."
        />
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
          {industries.map((industry) => {
            const Icon = icons[industry.icon];
            return (
              <Card key={industry.name} size="3" className="industry-card">
                <Flex gap="4" align="start">
                  <span className="industry-card__icon">
                    <Icon aria-hidden width={22} height={22} />
                  </span>
                  <Flex direction="column" gap="1">
                    <Heading as="h3" size="4">
                      {industry.name}
                    </Heading>
                    <Text as="p" size="2" color="gray">
                      {industry.text}
                    </Text>
                  </Flex>
                </Flex>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </section>
  );
}
