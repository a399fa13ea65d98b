import { Box, Grid } from '@radix-ui/themes';
import { solutionSteps } from '../../landing-content';
import { ItemContent } from '../item-content';
import { LandingSection } from '../landing-section';

/** How a purchase runs on RoboMarket, in four numbered steps. */
export function SolutionSection() {
  return (
    <LandingSection
      id="solution"
      size="4"
      header={{
        eyebrow: 'The solution',
        title: 'From request to running robot in four steps',
        description:
          'A guided procurement workflow that buyers and sellers share, with money protected at every stage.',
      }}
    >
      <Grid asChild columns={{ initial: '1', sm: '2', lg: '4' }} gap="5">
        <ol className="solution-steps">
          {solutionSteps.map((step, index) => (
            <li key={step.title} className="solution-step">
              <ItemContent
                gap="3"
                lead={
                  <Box className="solution-step__number" aria-hidden="true">
                    {index + 1}
                  </Box>
                }
                title={step.title}
                text={step.text}
              />
            </li>
          ))}
        </ol>
      </Grid>
    </LandingSection>
  );
}
