import { Box, Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { FormErrorCallout } from './form-error-callout';

/** A section that is loading: a spinner and its label, announced politely as a status. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Flex align="center" gap="2" py="3">
      <Spinner aria-hidden />
      <Text role="status" color="gray" size="2">
        {label}
      </Text>
    </Flex>
  );
}

/** A section whose data failed to load: the message as an alert and a retry button with the given words. */
export function SectionError({
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
}) {
  return (
    <FormErrorCallout message={message}>
      {onRetry && (
        <Box>
          <Button variant="soft" color="red" highContrast onClick={onRetry}>
            {retryLabel}
          </Button>
        </Box>
      )}
    </FormErrorCallout>
  );
}
