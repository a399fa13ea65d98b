import { Box, Button } from '@radix-ui/themes';
import { FormErrorCallout } from './form-error-callout';

/** A load failure as an alert, with 'Try Again' when there is something to retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: (() => void) | undefined }) {
  return (
    <FormErrorCallout message={message}>
      {onRetry && (
        <Box>
          <Button variant="soft" color="red" highContrast onClick={onRetry}>
            Try Again
          </Button>
        </Box>
      )}
    </FormErrorCallout>
  );
}
