import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useGetRfp } from '@robomarket/api-client/react';
import { PageMessage, RfpDetails, RfpWizard, type RfpWizardValues, rfpStatusLabel } from '@robomarket/ui';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useUpdateRfpAndRefresh } from '../../api/rfp-mutations';
import { renderRouterLink } from '../../lib/render-router-link';
import { rfpStatusOf } from '../../lib/rfp-load';
import { wizardValuesOf } from '../../lib/wizard-values';

/**
 * /rfp/edit/{id} (product-spec §2, §4): the wizard prefilled with a DRAFT RFP; saving returns to its page.
 * Any other status cannot be edited, and the page says so with a link back.
 */
export function RfpEditScreen({ rfpId }: { rfpId: string }) {
  const query = useGetRfp(rfpId);
  const update = useUpdateRfpAndRefresh();
  const confirm = useOutcomeToast();
  const navigate = useNavigate();
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
  if (rfp.status !== 'DRAFT') {
    return (
      <PageMessage
        title="This RFP cannot be edited"
        text={`Only a draft RFP can be edited; this one is ${rfpStatusLabel(rfp.status)}.`}
      >
        <Button asChild variant="soft">
          <Link to={`/rfp/details/${rfp.id}`}>Back to RFP details</Link>
        </Button>
      </PageMessage>
    );
  }

  async function save(values: RfpWizardValues) {
    await confirm(update.mutateAsync({ id: rfpId, body: values }), 'RFP updated', values.title);
    void navigate(`/rfp/details/${rfpId}`);
  }

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Edit RFP
        </Heading>
        <Text color="gray">Changes are saved to the draft; submit it when it is ready.</Text>
      </Flex>
      <RfpWizard
        key={rfp.id}
        initialValues={wizardValuesOf(rfp)}
        onSubmit={save}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        complete={false}
      />
    </Flex>
  );
}
