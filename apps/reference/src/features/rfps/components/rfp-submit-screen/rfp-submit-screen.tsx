import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useGetRfp } from '@robomarket/api-client/react';
import { PageMessage, RfpDetails, RfpSummary, rfpStatusLabel } from '@robomarket/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useUpdateRfpAndRefresh } from '../../api/rfp-mutations';
import { renderRouterLink } from '../../lib/render-router-link';
import { rfpStatusOf } from '../../lib/rfp-load';

/**
 * /rfp/submit/{id} (product-spec §2, §4): the RFP to review, then Submit RFP (a DRAFT) or Resubmit RFP (a
 * withdrawn, REJECTED one), which puts it in the marketplace and opens its page. Other statuses are told
 * they cannot be submitted.
 */
export function RfpSubmitScreen({ rfpId }: { rfpId: string }) {
  const query = useGetRfp(rfpId);
  const update = useUpdateRfpAndRefresh();
  const confirm = useOutcomeToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const status = rfpStatusOf(query);
  const rfp = query.data;

  if (status !== 'ready' || !rfp) {
    return (
      <RfpDetails
        status={status === 'ready' ? 'loading' : status}
        error={failureText(query.error, 'Failed to fetch RFP data')}
        onRetry={() => void query.refetch()}
        renderLink={renderRouterLink}
      />
    );
  }
  const details = { to: `/rfp/details/${rfp.id}`, label: 'Back to RFP details' };
  if (rfp.status !== 'DRAFT' && rfp.status !== 'REJECTED') {
    return (
      <PageMessage
        title="This RFP cannot be submitted"
        text={`Only a draft or withdrawn RFP can be submitted; this one is ${rfpStatusLabel(rfp.status)}.`}
      >
        <Button asChild variant="soft">
          <Link to={details.to}>{details.label}</Link>
        </Button>
      </PageMessage>
    );
  }
  const resubmit = rfp.status === 'REJECTED';
  const label = resubmit ? 'Resubmit RFP' : 'Submit RFP';

  async function submit() {
    setError(null);
    try {
      await confirm(
        update.mutateAsync({ id: rfpId, body: { status: 'SUBMITTED' } }),
        'RFP submitted',
        rfp?.title,
      );
      void navigate(`/rfp/details/${rfpId}`);
    } catch (reason) {
      setError(failureText(reason, 'Failed to submit RFP'));
    }
  }

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          {label}
        </Heading>
        <Text color="gray">Check the RFP below: once submitted, sellers find it in the marketplace.</Text>
      </Flex>
      <RfpSummary rfp={rfp} />
      {error && (
        <Text as="p" role="alert" color="red">
          {error}
        </Text>
      )}
      <Flex gap="3" justify="end">
        <Box>
          <Button asChild variant="soft" color="gray">
            <Link to={details.to}>Cancel</Link>
          </Button>
        </Box>
        <Button onClick={() => void submit()} disabled={update.isPending}>
          {update.isPending ? 'Submitting...' : label}
        </Button>
      </Flex>
    </Flex>
  );
}
