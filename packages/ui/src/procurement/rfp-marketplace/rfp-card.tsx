import { Button, Card, DataList, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { formatShortDate } from '../../internal/format';
import { bidDeadlineText, budgetText, rfpName, timelineText } from '../../internal/rfp-facts';
import type { ProductLink } from '../../views/product-view';
import type { RfpView } from '../../views/rfp-view';

export interface RfpCardProps {
  /** The open RFP to show. */
  rfp: RfpView;
  /** Renders the 'View Details & Respond' link to `/rfp/respond/{id}`, e.g. with React Router's Link. */
  renderLink: (link: ProductLink) => ReactElement;
  /** The heading level of the RFP's use case, one below the heading of the list around it; defaults to h2. */
  headingAs?: 'h2' | 'h3' | 'h4';
}

/**
 * One open RFP as the marketplace and the partner RFP feed show it: use case, industry, description,
 * budget range, timeline, posted date and a 'View Details & Respond' link. It shows no buyer identity (the
 * contract's Rfp carries none).
 */
export function RfpCard({ rfp, renderLink, headingAs = 'h2' }: RfpCardProps) {
  return (
    <Card size="3" style={{ height: '100%' }}>
      <Flex direction="column" gap="3" height="100%">
        <Heading as={headingAs} size="4" style={{ overflowWrap: 'anywhere' }}>
          {rfpName(rfp)}
        </Heading>
        <Text size="2" color="gray">
          {rfp.industry || 'Any industry'}
        </Text>
        <Text
          as="p"
          size="2"
          style={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {rfp.description}
        </Text>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label minWidth="80px">Budget</DataList.Label>
            <DataList.Value>{budgetText(rfp)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="80px">Timeline</DataList.Label>
            <DataList.Value>{timelineText(rfp)}</DataList.Value>
          </DataList.Item>
          {rfp.bidDeadline && (
            <DataList.Item>
              <DataList.Label minWidth="80px">Bids</DataList.Label>
              <DataList.Value>{bidDeadlineText(rfp.bidDeadline)}</DataList.Value>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.Label minWidth="80px">Posted</DataList.Label>
            <DataList.Value>{formatShortDate(rfp.createdAt)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Flex mt="auto">
          <Button asChild>
            {renderLink({
              href: `/rfp/respond/${rfp.id}`,
              children: (
                <>
                  View Details &amp; Respond
                  <VisuallyHidden>: {rfpName(rfp)}</VisuallyHidden>
                </>
              ),
            })}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
