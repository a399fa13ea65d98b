import {
  ActivityLogIcon,
  CubeIcon,
  FileTextIcon,
  Link2Icon,
  ListBulletIcon,
  LockClosedIcon,
  MagicWandIcon,
  ReloadIcon,
  Share1Icon,
  StarIcon,
} from '@radix-ui/react-icons';
import { Badge, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { type CapabilityIcon, capabilities } from '../../landing-content';
import { SectionHeader } from '../section-header';

const icons: Record<
  CapabilityIcon,
  ComponentType<{ 'aria-hidden'?: boolean; width?: number; height?: number }>
> = {
  rfp: ListBulletIcon,
  escrow: LockClosedIcon,
  lifecycle: ReloadIcon,
  erp: Link2Icon,
  ai: MagicWandIcon,
  iot: ActivityLogIcon,
  contracts: FileTextIcon,
  ar: CubeIcon,
  p2p: Share1Icon,
  reviews: StarIcon,
};

const audienceColor = { Enterprise: 'indigo', Consumer: 'crimson', Everyone: 'teal' } as const;

/** The ten platform capabilities of product-spec §1. */
export function CapabilitiesSection() {
  return (
    <section id="capabilities" aria-labelledby="capabilities-title" className="landing-section">
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="capabilities-title"
          eyebrow="Capabilities"
          title="Everything a robot deal needs, end to end"
          description="From the first requirement to the last maintenance visit: enterprise procurement and consumer buying on one platform."
        />
        <Grid columns={{ initial: '1', xs: '2', md: '3', lg: '5' }} gap="4">
          {capabilities.map((capability) => {
            const Icon = icons[capability.icon];
            return (
              <Card key={capability.title} size="2" className="feature-card">
                <Flex direction="column" gap="3" height="100%">
                  <Flex justify="between" align="start">
                    <span className="feature-card__icon">
                      <Icon aria-hidden width={20} height={20} />
                    </span>
                    <Badge variant="soft" color={audienceColor[capability.audience]} size="1">
                      {capability.audience}
                    </Badge>
                  </Flex>
                  <Heading as="h3" size="3">
                    {capability.title}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {capability.text}
                  </Text>
                </Flex>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </section>
  );
}
