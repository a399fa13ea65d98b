import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';

/** Why a submission failed, announced as an alert above the form's fields. */
export function FormErrorCallout({ message }: { message: string }) {
  return (
    // Soft red text on the red tint falls short of WCAG AA contrast; high contrast passes.
    <Callout.Root color="red" role="alert" highContrast>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
