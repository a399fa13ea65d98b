import { Text } from '@radix-ui/themes';
import { advantages } from '../../landing-content';
import { CardGrid } from '../card-grid';
import { LandingSection } from '../landing-section';

/** The core advantages, led by the deal-size range of product-spec §1. */
export function AdvantagesSection() {
  return (
    <LandingSection
      id="advantages"
      tone="tinted"
      size="4"
      header={{
        eyebrow: 'Core advantages',
        title: 'One platform from $500 to $50M',
        description: 'The protection an enterprise buyer demands, with the simplicity a household expects.',
      }}
    >
      <CardGrid
        cardClassName="advantage-card"
        gap="2"
        items={advantages.map((advantage) => ({
          ...advantage,
          lead: (
            <Text size="7" weight="bold" className="advantage-card__stat">
              {advantage.stat}
            </Text>
          ),
        }))}
      />
    </LandingSection>
  );
}
