import { CodeIcon, ComponentInstanceIcon, LightningBoltIcon, MixIcon } from '@radix-ui/react-icons';
import { techHighlights } from '../../landing-content';
import { CardGrid } from '../card-grid';
import { LandingSection } from '../landing-section';

const icons = [CodeIcon, ComponentInstanceIcon, LightningBoltIcon, MixIcon] as const;

/** The technology behind the platform: API, widgets, live updates, device telemetry. */
export function TechSection() {
  return (
    <LandingSection
      id="tech"
      tone="dark"
      size="4"
      header={{
        eyebrow: 'Technology',
        title: 'An open platform your systems can talk to',
        description: 'RoboMarket is built API-first, so it fits into the way your business already works.',
      }}
    >
      <CardGrid
        cardClassName="tech-card"
        variant="surface"
        gap="3"
        items={techHighlights.map((item, index) => {
          const Icon = icons[index % icons.length] ?? CodeIcon;
          return {
            ...item,
            lead: (
              <span className="feature-card__icon">
                <Icon aria-hidden width={20} height={20} />
              </span>
            ),
          };
        })}
      />
    </LandingSection>
  );
}
