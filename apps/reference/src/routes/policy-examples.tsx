import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useSitePolicyDialog } from '../app/site-policy-dialog';
import { policyNames, policyTitles } from '../features/policies';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

/** Route `/policy-examples` (product-spec §2): a button for each of the four policy dialogs. */
export function PolicyExamplesRoute() {
  usePageTitle('Policy Examples');
  const policyDialog = useSitePolicyDialog();
  return (
    <RfpPage size="3">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="8">
          Policy Examples
        </Heading>
        <Text as="p" size="3" color="gray">
          Each button opens a policy in the policy viewer, as the footer does.
        </Text>
        <Flex gap="3" wrap="wrap">
          {policyNames.map((name) => (
            <Button
              key={name}
              variant="soft"
              onClick={(event) => policyDialog.open(name, event.currentTarget)}
            >
              {policyTitles[name]}
            </Button>
          ))}
        </Flex>
      </Flex>
      {policyDialog.dialog}
    </RfpPage>
  );
}
