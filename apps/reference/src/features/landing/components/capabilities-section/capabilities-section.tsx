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
import { Badge, Card, Flex, Grid } from '@radix-ui/themes';
import { type CapabilityIcon, capabilities } from '../../landing-content';
import { ItemContent } from '../item-content';
import { LandingSection } from '../landing-section';

const icons: Record<CapabilityIcon, typeof ListBulletIcon> = {
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
    <LandingSection
      id="capabilities"
      size="4"
      header={{
        eyebrow: 'Capabilities',
        title: 'Everything a robot deal needs, end to end',
        description:
          'From the first requirement to the last maintenance visit: enterprise procurement and consumer buying on one platform.',
      }}
    >
      <Grid columns={{ initial: '1', xs: '2', md: '3', lg: '5' }} gap="4">
        {capabilities.map((capability) => {
          const Icon = icons[capability.icon];
          return (
            <Card key={capability.title} size="2" className="feature-card">
              <ItemContent
                gap="3"
                height="100%"
                lead={
                  <Flex justify="between" align="start">
                    <span className="feature-card__icon">
                      <Icon aria-hidden width={20} height={20} />
                    </span>
                    <Badge variant="soft" color={audienceColor[capability.audience]} size="1">
                      {capability.audience}
                    </Badge>
                  </Flex>
                }
                titleSize="3"
                title={capability.title}
                text={capability.text}
              />
            </Card>
          );
        })}
      </Grid>
    </LandingSection>
  );
}
