import { AlertDialog, Badge, Button, Flex } from '@radix-ui/themes';
import type { components } from '@robomarket/api-client';
import { type ComponentProps, type ReactElement, type ReactNode, useState } from 'react';
import { FormErrorCallout } from '../internal/form-error-callout';
import { useAsyncSubmit } from '../internal/use-async-submit';
import { formatPrice } from '../primitives/price-text/price-text';

/** An offer as the offer components show it: the contract's Offer fields of the same names. */
export type OfferView = Pick<
  components['schemas']['Offer'],
  | 'id'
  | 'productId'
  | 'productName'
  | 'buyerName'
  | 'price'
  | 'counterPrice'
  | 'agreedPrice'
  | 'currency'
  | 'quantity'
  | 'message'
  | 'status'
  | 'workflowId'
  | 'createdAt'
>;

/** A link the offer components render (React Router's Link in the app, a plain `<a>` by default). */
export interface OfferLink {
  /** Where it leads. */
  href: string;
  /** Its words. */
  children: ReactNode;
}

/** Renders `link` as a plain anchor. */
export const plainOfferLink = ({ href, children }: OfferLink): ReactElement => <a href={href}>{children}</a>;

/** The path of an order's workflow (product-spec §2: workflow/{id}). */
export const workflowHref = (id: string) => `/workflow/${encodeURIComponent(id)}`;

type BadgeColor = NonNullable<ComponentProps<typeof Badge>['color']>;

const STATUS: Record<string, { label: string; color: BadgeColor }> = {
  PENDING: { label: 'Pending', color: 'amber' },
  COUNTERED: { label: 'Countered', color: 'blue' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  WITHDRAWN: { label: 'Withdrawn', color: 'gray' },
};

/** The words of an offer status: 'Pending', 'Countered', 'Accepted', 'Rejected', 'Withdrawn'. */
export const offerStatusLabel = (status: string) => STATUS[status]?.label ?? status;

/** An offer's status as a coloured badge. */
export function OfferStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS[status]?.color ?? 'gray'} variant="soft" highContrast>
      {offerStatusLabel(status)}
    </Badge>
  );
}

/** price × quantity of a two-decimal amount, exactly (BigInt on the digits, never a float). */
export function totalOf(price: string, quantity: number): string {
  const match = /^(\d+)\.(\d{2})$/.exec(price.trim());
  if (match === null || !Number.isSafeInteger(quantity)) return price;
  const minor = BigInt(`${match[1]}${match[2]}`) * BigInt(quantity);
  const digits = minor.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "3 × $1,100.00 = $3,300.00": the price per unit, the quantity and the total. */
export function priceLine(price: string, quantity: number, currency: string): string {
  const unit = formatPrice(price, currency);
  if (quantity === 1) return `${unit} per unit`;
  return `${quantity} × ${unit} = ${formatPrice(totalOf(price, quantity), currency)}`;
}

interface ConfirmButtonProps {
  /** The button's words, and the confirming button's. */
  label: string;
  /** The words the confirming button shows while the action runs. */
  busyLabel: string;
  /** The dialog's title. */
  title: string;
  /** What confirming does, in a sentence. */
  description: ReactNode;
  /** A name for the button beyond its words ("Accept offer from Buyer Works"). */
  accessibleName?: string;
  /** Colour of the trigger and the confirming button. */
  color?: BadgeColor;
  /** Variant of the trigger. */
  variant?: 'solid' | 'soft' | 'outline';
  /** Disables the trigger (another action is running). */
  disabled?: boolean;
  /** The action; rejecting shows the failure in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  /** The failure when the error carries no message. */
  fallbackError: string;
}

/** A button that asks before it acts: an alert dialog with the consequence, Cancel and the action. */
export function ConfirmButton({
  label,
  busyLabel,
  title,
  description,
  accessibleName,
  color,
  variant = 'solid',
  disabled = false,
  onConfirm,
  fallbackError,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button color={color} variant={variant} disabled={disabled} aria-label={accessibleName}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <Confirmation
          label={label}
          busyLabel={busyLabel}
          description={description}
          color={color}
          onConfirm={onConfirm}
          fallbackError={fallbackError}
          onDone={() => setOpen(false)}
        />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

type ConfirmationProps = Pick<
  ConfirmButtonProps,
  'label' | 'busyLabel' | 'description' | 'color' | 'onConfirm' | 'fallbackError'
> & { onDone: () => void };

// Inside Content so that each opening starts without the last failure.
function Confirmation({
  label,
  busyLabel,
  description,
  color,
  onConfirm,
  fallbackError,
  onDone,
}: ConfirmationProps) {
  const { busy, error, run } = useAsyncSubmit({ fallbackError });
  return (
    <Flex direction="column" gap="4">
      <AlertDialog.Description size="2">{description}</AlertDialog.Description>
      {error && <FormErrorCallout message={error} />}
      <Flex gap="3" justify="end">
        <AlertDialog.Cancel>
          <Button variant="soft" color="gray" disabled={busy}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        <Button
          color={color}
          disabled={busy}
          onClick={() =>
            void run(onConfirm).then((done) => {
              if (done) onDone();
            })
          }
        >
          {busy ? busyLabel : label}
        </Button>
      </Flex>
    </Flex>
  );
}
