import { Box, Button, Flex } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorCallout } from './form-error-callout';

interface AsyncFormProps {
  /** From useAsyncSubmit: announced through aria-busy. */
  busy: boolean;
  /** From useAsyncSubmit: shown above the fields. */
  error: string | null;
  /** From useAsyncSubmit: the failure may pass when tried again, so the alert offers "Try again". */
  retryable?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A form in a column: the last failure on top, then `children` (fields, actions). */
export function AsyncForm({ busy, error, retryable = false, onSubmit, children }: AsyncFormProps) {
  return (
    // Validation happens in the submit handler so that its messages are styled and tied to the fields;
    // type and required still give the right keyboard, autofill and semantics.
    <form noValidate aria-busy={busy} onSubmit={onSubmit}>
      <Flex direction="column" gap="3">
        {error && (
          <FormErrorCallout message={error}>
            {retryable && (
              <Box>
                {/* Submits the same values again. */}
                <Button type="submit" variant="soft" color="red" highContrast>
                  Try again
                </Button>
              </Box>
            )}
          </FormErrorCallout>
        )}
        {children}
      </Flex>
    </form>
  );
}
