import { DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { formatMoneyRange, formatShortDate } from '../../internal/format';
import { bidDeadlineText, TechnicalFactItems } from '../../internal/rfp-facts';
import type { RfpWizardValues } from './rfp-draft';

interface RfpReviewProps {
  /** What will be sent. */
  values: RfpWizardValues;
  /** What the server refused in the last submission, listed above the summary. */
  problems?: readonly string[];
}

/** The wizard's last step: what will be sent, read-only, money without decimals (product-spec §2). */
export function RfpReview({ values, problems = [] }: RfpReviewProps) {
  const { technicalRequirements: technical, budget, timeline } = values;
  const none = (
    <Text color="gray" as="span">
      None
    </Text>
  );
  return (
    <Flex direction="column" gap="4">
      {problems.length > 0 && (
        <section aria-label="To fix before submitting">
          <Heading as="h3" size="3" mb="2" color="red">
            To fix before submitting
          </Heading>
          <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
            {problems.map((problem) => (
              <li key={problem}>
                <Text size="2" color="red">
                  {problem}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Use case">
        <Heading as="h3" size="3" mb="2">
          Use Case
        </Heading>
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>Title</DataList.Label>
            <DataList.Value>{values.title}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Use case</DataList.Label>
            <DataList.Value>{values.useCase || none}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Industry</DataList.Label>
            <DataList.Value>{values.industry || none}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Requirements</DataList.Label>
            <DataList.Value>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{values.description || none}</Text>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </section>
      <section aria-label="Technical specs">
        <Heading as="h3" size="3" mb="2">
          Technical Specs
        </Heading>
        <DataList.Root>
          <TechnicalFactItems technical={technical} noCertifications={none} />
        </DataList.Root>
      </section>
      <section aria-label="Budget and timeline">
        <Heading as="h3" size="3" mb="2">
          Budget &amp; Timeline
        </Heading>
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>Budget</DataList.Label>
            <DataList.Value>{formatMoneyRange(budget.min, budget.max, budget.currency)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Timeline</DataList.Label>
            <DataList.Value>
              {formatShortDate(timeline.startDate)} – {formatShortDate(timeline.endDate)}
            </DataList.Value>
          </DataList.Item>
          {values.bidDeadline && (
            <DataList.Item>
              <DataList.Label>Bid deadline</DataList.Label>
              <DataList.Value>{bidDeadlineText(values.bidDeadline)}</DataList.Value>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.Label>Milestones</DataList.Label>
            <DataList.Value>
              {timeline.milestones.length === 0 ? (
                none
              ) : (
                <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
                  {timeline.milestones.map((milestone) => (
                    <li key={`${milestone.date}-${milestone.description}`}>
                      {formatShortDate(milestone.date)}: {milestone.description}
                    </li>
                  ))}
                </ul>
              )}
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </section>
    </Flex>
  );
}
