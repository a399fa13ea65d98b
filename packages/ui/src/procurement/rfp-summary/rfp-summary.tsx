import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { formatShortDate } from '../../internal/format';
import { MilestoneList, RfpRequirementsList, rfpName } from '../../internal/rfp-facts';
import type { RfpView } from '../../views/rfp-view';
import { RfpStatusBadge } from '../rfp-status-badge';

export interface RfpSummaryProps {
  /** The RFP being answered; unset while it loads. */
  rfp?: RfpView;
  /** Level of the summary's heading; defaults to 2 (under the page's own heading). */
  headingLevel?: 1 | 2;
}

/** What a seller answers (product-spec §2 RFP response): use case, overview, requirements and milestones. */
export function RfpSummary({ rfp, headingLevel = 2 }: RfpSummaryProps) {
  const id = useId();
  if (!rfp) {
    return (
      <Card size="3">
        <Text role="status" color="gray">
          Loading RFP...
        </Text>
        <Flex direction="column" gap="2" mt="3" aria-hidden>
          <Skeleton width="60%" height="28px" />
          <Skeleton width="100%" height="80px" />
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="3" asChild>
      <section aria-labelledby={id}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Heading
              as={headingLevel === 1 ? 'h1' : 'h2'}
              size="6"
              id={id}
              style={{ overflowWrap: 'anywhere' }}
            >
              {rfpName(rfp)}
            </Heading>
            <RfpStatusBadge status={rfp.status} />
          </Flex>
          <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
            {rfp.description || 'No description given.'}
          </Text>
          <RfpRequirementsList rfp={rfp} />
          <Flex direction="column" gap="2">
            <Heading as={headingLevel === 1 ? 'h2' : 'h3'} size="3">
              Milestones
            </Heading>
            <MilestoneList milestones={rfp.timeline.milestones} />
          </Flex>
          <Text size="1" color="gray">
            Posted {formatShortDate(rfp.createdAt)}
          </Text>
        </Flex>
      </section>
    </Card>
  );
}
