import { Box, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { solutionSteps } from '../../landing-content';
import { SectionHeader } from '../section-header';

/** How a purchase runs on RoboMarket, in four numbered steps. */
export function SolutionSection() {
  return (
    <section id="solution" aria-labelledby="solution-title" className="landing-section">
      <Container size="4" px={{ initial: '4', md: '6' }}>
        <SectionHeader
          headingId="solution-title"
          eyebrow="The solution"
          title="From request to running robot in four steps"
          description="A guided procurement workflow that buyers and sellers share, with money protected at every stage."
        />
        <Grid asChild columns={{ initial: '1', sm: '2', lg: '4' }} gap="5">
          <ol className="solution-steps">
            {solutionSteps.map((step, index) => (
              <li key={step.title} className="solution-step">
                <Flex direction="column" gap="3">
                  <Box className="solution-step__number" aria-hidden="true">
                    {index + 1}
                  </Box>
                  <Heading as="h3" size="4">
                    {step.title}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {step.text}
                  </Text>
                </Flex>
              </li>
            ))}
          </ol>
        </Grid>
      </Container>
    </section>
  );
}
