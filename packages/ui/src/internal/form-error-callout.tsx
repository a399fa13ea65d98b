import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Why a submission (or a load) failed, announced as an alert; `children` follow the message, e.g. a retry. */
export function FormErrorCallout({ message, children }: { message: string; children?: ReactNode }) {
  return (
    // Soft red text on the red tint falls short of WCAG AA contrast; high contrast passes.
    <Callout.Root color="red" role="alert" highContrast>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      {children}
    </Callout.Root>
  );
}
